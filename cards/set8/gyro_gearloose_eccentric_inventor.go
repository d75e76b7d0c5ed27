package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Gyro Gearloose - Eccentric Inventor",
		WhenPlayed("I'll Show You!", Gets(StatStrength, -3, Chosen(Chars().Opposing()), ThisTurn)))
}
