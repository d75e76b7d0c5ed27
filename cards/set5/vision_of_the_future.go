package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vision of the Future", OnPlay(
		LookTop(5),
		PutIntoHandFromLook(1, AnyCard()).Say("put one into your hand"),
		RestOnBottom()))
}
