package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Wreck-It Ralph - Back Seat Driver",
		WhenPlayed("Charged Up", Gets(StatStrength, 4, Chosen(Chars().Class("Racer")), ThisTurn)))
}
