package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The optional discard that follows, and what hangs on it (6.1.5.1):
	// the exerted character is the one chosen first.
	card("Lose the Way",
		OnPlay(
			Choose(Chosen(Chars())).Say("choose a character"),
			Exert(Them(0)).Say("exert it"),
			Discard(1, TgtYou).Optional(),
			SkipNextReady(Them(0)).IfYouDo().Say("if you do, the exerted character skips readying at the start of their next turn")))
}
