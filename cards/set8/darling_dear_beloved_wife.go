package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Darling Dear - Beloved Wife",
		WhenPlayed("How Sweet", Gets(StatLore, 2, Chosen(Chars()), ThisTurn)))
}
