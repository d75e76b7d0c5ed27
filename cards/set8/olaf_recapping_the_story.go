package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Olaf - Recapping the Story",
		WhenPlayed("Endless Tale", Gets(StatStrength, -1, Chosen(Chars().Opposing()), ThisTurn)))
}
