package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cinderella - Gentle and Kind",
		Activate("A Wonderful Dream", Cost{Exert: true}, RemoveUpTo(3, Chosen(Chars().Class("Princess")))))
}
