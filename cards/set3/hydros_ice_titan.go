package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hydros - Ice Titan",
		Activate("Blizzard", Cost{Exert: true}, Exert(Chosen(Chars()))))
}
