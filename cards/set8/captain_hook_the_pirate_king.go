package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue.
	pirates := Chars().Yours().Class("Pirate")
	card("Captain Hook - The Pirate King",
		WheneverAny("Give 'Em All You Got!", EvDamaged, Chars().Opposing(),
			Gets(StatStrength, 2, Each(pirates), ThisTurn),
			Gains(Resist, 2, Each(pirates), ThisTurn)).Once().During(DuringYourTurn()))
}
