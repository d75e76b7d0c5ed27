package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sisu - Divine Water Dragon",
		Whenever("I Trust You", EvQuested,
			LookTop(2),
			MayPutIntoHandFromLook(1, AnyCard()).Say("you may take one of them into your hand"),
			RestOnBottom()))
}
