package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gumbo Pot",
		Activate("The Best I've Ever Tasted", Cost{Exert: true}, RemoveDamage(1, UpToChosen(2, Chars()))))
}
