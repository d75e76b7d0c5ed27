package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("I Find 'Em, I Flatten 'Em", OnPlay(Banish(Each(ItemsF()))))
}
