package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Morph - Space Goo",
		StaticOf("Mimicry", ShiftOntoAsAnyName()))
}
