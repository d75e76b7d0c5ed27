package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Glean", OnPlay(Banish(Chosen(ItemsF())), ItsPlayerGainsLore(0, 2)))
}
