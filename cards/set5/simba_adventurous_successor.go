package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Simba - Adventurous Successor",
		WhenPlayed("I Laugh in the Face of Danger", Gets(StatStrength, 2, Chosen(Chars()), ThisTurn)))
}
