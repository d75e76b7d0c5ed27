package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Freckles - Good Boy",
		WhenPlayed("Just So Cute!", Gets(StatStrength, -1, Chosen(Chars().Opposing()), ThisTurn)))
}
