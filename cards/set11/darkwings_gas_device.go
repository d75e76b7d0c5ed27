package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Instead" (6.5.6): checked as the effect resolves.
	darkwing := YouHave(Chars().Named("Darkwing Duck"), 1)
	card("Darkwing's Gas Device",
		Activate("Blinding Cloud", Cost{Exert: true, Ink: 1},
			Choose(Chosen(Chars())),
			Gets(StatStrength, -1, Them(0), ThisTurn).When(Unless(darkwing)),
			Gets(StatStrength, -2, Them(0), ThisTurn).When(darkwing)))
}
