package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Break", OnPlay(Banish(Chosen(ItemsF()))))
}
