package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Plasma Blaster",
		Activate("Quick Shot", Cost{Exert: true, Ink: 2}, Deal(1, Chosen(Chars()))))
}
