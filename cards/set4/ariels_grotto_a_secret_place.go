package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ariel's Grotto - A Secret Place",
		StaticOf("Treasure Trove", SelfGets(StatLore, 2)).If_(YouHave(ItemsF(), 3)))
}
