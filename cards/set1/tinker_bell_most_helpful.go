package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tinker Bell - Most Helpful",
		WhenPlayed("Pixie Dust", Gains(Evasive, 0, Chosen(Chars()), ThisTurn)))
}
