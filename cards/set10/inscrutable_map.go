package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.6.3, 4.5.3.1: two Maps on a 1 {L} character leave it at -1 {L};
	// questing with it gains nothing.
	card("Inscrutable Map",
		Activate("Backtrack", Cost{Exert: true, Ink: 1},
			Gets(StatLore, -1, Chosen(Chars().Opposing()), UntilYourNext)))
}
