package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue.
	card("Pinocchio - On the Run",
		WhenPlayed("Listen to Your Conscience",
			ReturnToHand(Chosen(AnyCard().OfType(Characters|Items).CostAtMost(3))).Optional().
				Say("you may return a chosen character or item with cost 3 or less to their player's hand")))
}
