package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Amethyst Chromicon",
		Activate("Amethyst Light", Cost{Exert: true}, EachPlayerMayDraw(1)))
}
