package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dig a Little Deeper", OnPlay(
		LookTop(7),
		PutIntoHandFromLook(2, AnyCard()).Say("put 2 of them into your hand"),
		RestOnBottom()))
}
