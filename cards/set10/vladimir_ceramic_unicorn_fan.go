package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vladimir - Ceramic Unicorn Fan",
		Whenever("High Standards", EvQuested, Banish(Chosen(ItemsF())).Optional()))
}
