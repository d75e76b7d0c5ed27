package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Steel Chromicon",
		Activate("Steel Light", Cost{Exert: true}, Deal(1, Chosen(Chars()))))
}
