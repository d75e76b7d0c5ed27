package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hamster Ball",
		Activate("Roll with the Punches", Cost{Exert: true, Ink: 1},
			Gains(Resist, 2, Chosen(Chars().IsUndamaged()), UntilYourNext)))
}
