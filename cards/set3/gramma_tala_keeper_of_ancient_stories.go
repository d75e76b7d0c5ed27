package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gramma Tala - Keeper of Ancient Stories",
		WhenPlayed("There Was Only Ocean", LookTop(2),
			PutIntoHandFromLook(1, AnyCard()).Optional().Say("you may put one of them into your hand"),
			RestOnBottom()))
}
