package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: the opponent's item is checked as the ability resolves.
	card("Alistair Krei - Ambitious Entrepreneur",
		WhenPlayed("An Eye for Tech", GainLore(1)).If_(OpponentHas(ItemsF(), 1)))
}
