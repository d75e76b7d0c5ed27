package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rapunzel - Sunshine",
		Activate("Magic Hair", Cost{Exert: true}, RemoveUpTo(2, Chosen(Chars()))))
}
