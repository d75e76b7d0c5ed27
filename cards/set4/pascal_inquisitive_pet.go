package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pascal - Inquisitive Pet",
		WhenPlayed("Colorful Tactics", LookTop(3), RestOnTop()))
}
