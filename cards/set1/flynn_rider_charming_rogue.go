package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "The challenging player" is the player of the challenging character,
	// the trigger's other card (in any number of players).
	card("Flynn Rider - Charming Rogue",
		Whenever("Here Comes the Smolder", EvChallenged,
			Discard(1, TgtOtherOwner).Say("the challenging character's player picks a card and discards it")))
}
