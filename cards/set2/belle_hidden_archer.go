package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. The challenging character's player
	// is the player of the trigger's other card.
	card("Belle - Hidden Archer",
		Whenever("Thorny Arrows", EvChallenged,
			DiscardHands(TgtOtherOwner).Say("the challenging character's player discards their whole hand")))
}
