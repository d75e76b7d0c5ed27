package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Sing Together 8 comes from the catalogue.
	card("Stopped Chaos in Its Tracks",
		OnPlay(ReturnToHand(UpToChosen(2, Chars().StrengthAtMost(3)))))
}
