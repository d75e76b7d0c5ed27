package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Carpenter - Dinner Companion",
		Whenever("I'll Get You!", EvBanished, Exert(Chosen(Chars())).Optional()))
}
