package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sour Bill - Surly Henchman",
		WhenPlayed("Unpalatable", Gets(StatStrength, -2, Chosen(Chars().Opposing()), ThisTurn)))
}
