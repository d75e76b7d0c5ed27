package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): exerting one of your ready characters is [A],
	// an effect and not a cost (6.1.5: only paying ink makes [A] a cost),
	// so a drying character may be exerted (docs/rules-notes.md). The
	// strength is read as the damage is dealt (6.1.8).
	card("Ambush!",
		OnPlay(
			Choose(Chosen(Chars().Yours().IsReady())).Say("choose one of your ready characters"),
			Exert(Them(0)).Say("exert it"),
			Deal(0, Chosen(Chars())).EqualToThat(0, StatStrength).IfYouDo().
				Say("if you do, deal damage equal to its strength to a chosen character")))
}
