package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magic Golden Flower",
		Activate("Healing Pollen", Cost{BanishSelf: true}, RemoveUpTo(3, Chosen(Chars()))))
}
