package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ariel - Treasure Collector",
		StaticOf("The Girl Who Has Everything", SelfGets(StatLore, 2)).If_(MoreThanEachOpponent(ItemsF())))
}
