package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magic Mirror",
		Activate("Speak!", Cost{Exert: true, Ink: 4}, Draw(1)))
}
