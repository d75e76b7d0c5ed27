package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "The challenging player" is the player of the challenging character,
	// the trigger's other card.
	card("Anastasia - Bossy Stepsister",
		Whenever("Oh, I Hate This!", EvChallenged,
			Discard(1, TgtOtherOwner).Say("the challenging character's player picks a card and discards it")))
}
