package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. "[A] to [B]" (6.1.5.1): no card
	// returned, no card drawn.
	card("Magica De Spell - Shadow Form",
		WhenPlayed("Dance of Darkness",
			ReturnToHand(Chosen(Chars().Yours().Others())).Optional(),
			Draw(1).IfYouDo()))
}
