package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hiro Hamada - Intuitive Thinker",
		Activate("Look for a New Angle", Cost{Exert: true}, Ready(Chosen(Chars().Class("Floodborn")))))
}
