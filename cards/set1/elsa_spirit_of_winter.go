package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Their next turn" is the turn of each character's player. The
	// restriction lasts until the start of the controller's next turn: it is
	// in force during the opponent's Ready step (3.2.1.1) and, for the
	// controller's own characters, during their own next Ready step, which
	// comes before it ends (3.2.1.3).
	card("Elsa - Spirit of Winter",
		WhenPlayed("Deep Freeze",
			Exert(UpToChosen(2, Chars())),
			Cant(CantReady, Them(0), UntilYourNext).Say("those skip readying in their player's next Ready step")))
}
