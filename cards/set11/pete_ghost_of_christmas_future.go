package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 1 comes from the catalogue (8.4.1). The number is counted as
	// the look begins (6.1.8); with none under him nothing is looked at.
	card("Pete - Ghost of Christmas Future",
		Whenever("Foreboding Glance", EvQuested,
			LookTop(1).ForEachCardUnderThis().
				Say("look at as many cards from the top of your deck as there are cards under this character"),
			PutIntoHandFromLook(1, AnyCard()),
			RestOnBottom()))
}
