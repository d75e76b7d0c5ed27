package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Healing Decanter",
		Activate("Renewing Essence", Cost{Exert: true}, RemoveUpTo(2, Chosen(Chars()))))
}
