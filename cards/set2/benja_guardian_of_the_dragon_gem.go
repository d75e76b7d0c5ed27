package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Benja - Guardian of the Dragon Gem",
		WhenPlayed("We Have a Choice", Banish(Chosen(ItemsF())).Optional()))
}
