package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Nephews' Piggy Bank",
		PayLessForThis("Inside Job", 1, YouHave(Chars().Named("Donald Duck"), 1), ItemsF().Named("The Nephews' Piggy Bank")),
		Activate("Payoff", Cost{Exert: true}, Gets(StatStrength, -1, Chosen(Chars()), UntilYourNext)))
}
