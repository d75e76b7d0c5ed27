package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nani - Heist Mastermind",
		Activate("Stick to the Plan", Cost{Exert: true}, Gains(Resist, 2, Chosen(Chars().Others()), ThisTurn)),
		StaticOf("It's Up to You, Lilo", CardsGain(Chars().Yours().Named("Lilo"), Support, 0)))
}
