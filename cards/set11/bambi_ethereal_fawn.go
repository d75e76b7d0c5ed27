package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue (8.4.1). The number is counted as
	// the reveal begins (6.1.8); with none under him nothing is revealed.
	// The characters taken are shown to every player (docs/rules-notes.md).
	card("Bambi - Ethereal Fawn",
		Whenever("Come See!", EvExerted,
			LookTop(1).ForEachCardUnderThis().
				Say("reveal as many cards from the top of your deck as there are cards under this character"),
			AllFromLookIntoHand(CharacterCards()),
			RestOnBottom()).
			During(DuringYourTurn()))
}
