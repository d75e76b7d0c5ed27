package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Arthur - Determined Squire", StaticOf("No More Books", SkipYourDrawStep()))
}
