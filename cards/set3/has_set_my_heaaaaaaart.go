package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Has Set My Heaaaaaaart . . .", OnPlay(Banish(Chosen(ItemsF()))))
}
