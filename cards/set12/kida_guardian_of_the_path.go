package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kida - Guardian of the Path",
		WhenPlayed("Natural Defense", Gets(StatStrength, -2, Chosen(Chars().Opposing()), ThisTurn)))
}
