package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Claw",
		Activate("The Claw Chooses", Cost{Exert: true, Ink: 2, BanishOne: BanishOneOfYour(Chars())},
			ReturnToHand(Chosen(Chars().Opposing()))))
}
