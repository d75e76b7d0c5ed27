package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pocahontas - Finding the Way",
		WhenPlayed("Discovery Awaits", Gets(StatLore, 1, Chosen(Chars()), ThisTurn)))
}
