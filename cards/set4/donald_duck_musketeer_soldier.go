package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Musketeer Soldier",
		WhenPlayed("Wait for Me!", Gets(StatLore, 1, Chosen(Chars()), ThisTurn)))
}
