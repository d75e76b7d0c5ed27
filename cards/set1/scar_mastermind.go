package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scar - Mastermind",
		WhenPlayed("Insidious Plot", Gets(StatStrength, -5, Chosen(Chars().Opposing()), ThisTurn)))
}
