package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gaston - Intellectual Powerhouse",
		WhenPlayed("Developed Brain",
			LookTop(3),
			MayPutIntoHandFromLook(1, AnyCard()).Say("you may take one of them into your hand"),
			RestOnBottom()))
}
