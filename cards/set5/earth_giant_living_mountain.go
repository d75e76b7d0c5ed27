package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Earth Giant - Living Mountain",
		WhenPlayed("Unearthed", Draw(1).For(TgtEachOpponent)))
}
