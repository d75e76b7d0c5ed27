package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maximus - Relentless Pursuer",
		WhenPlayed("Horse Kick", Gets(StatStrength, -2, Chosen(Chars()), ThisTurn)))
}
