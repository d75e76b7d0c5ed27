package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sneezy - Startlingly Loud",
		WhenPlayed("Gesundheit", Gets(StatLore, 1, Chosen(Chars()), ThisTurn)))
}
