package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Robin Hood - Capable Fighter",
		Activate("Skirmish", Cost{Exert: true}, Deal(1, Chosen(Chars()))))
}
