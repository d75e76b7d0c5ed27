package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Baymax - Low Battery", StaticOf("Shhhhh", SelfEntersExerted()))
}
