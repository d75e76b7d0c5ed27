package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent chooses among their own characters (their Ward doesn't
	// stop it, 8.15.1); the one chosen can't ready at the start of their
	// next turn, even if it was already exerted.
	card("Ursula's Plan", OnPlay(append(EachOpponentChooses(0,
		Exert(Chosen(Chars())).Say("each opponent picks one of their characters and exerts it")),
		SkipNextReady(Them(0)).Say("those characters skip readying at the start of their next turn"))...))
}
