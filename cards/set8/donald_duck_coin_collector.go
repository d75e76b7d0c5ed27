package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Here, Piggy, Piggy counts the items as the cost is determined (4.3.6,
	// 6.1.8). Money Everywhere gives the ability to the other characters in
	// play as it resolves (6.4.2.2): one played later this turn doesn't gain
	// it, and a drying one can't pay {E} (4.4.2.1).
	card("Donald Duck - Coin Collector",
		PayLessForThisForEach("Here, Piggy, Piggy", 2, ItemsF().Yours().Named("The Nephews' Piggy Bank"), Chars().Named("Donald Duck")),
		WhenPlayed("Money Everywhere",
			GainsAbility(Each(Chars().Yours().Others()), Activate("", Cost{Exert: true}, Draw(1)), ThisTurn)))
}
