package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rapunzel - Creative Captor",
		WhenPlayed("Ensnarl", Gets(StatStrength, -3, Chosen(Chars().Opposing()), ThisTurn)))
}
