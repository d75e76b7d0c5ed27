package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chip - Friend Indeed",
		WhenPlayed("Dale's Partner", Gets(StatLore, 1, Chosen(Chars()), ThisTurn)))
}
