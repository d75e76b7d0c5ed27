package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Develop Your Brain",
		OnPlay(LookTop(2),
			PutIntoHandFromLook(1, AnyCard()).Say("put one of them into your hand"),
			RestOnBottom().Say("put the other on the bottom of your deck")))
}
