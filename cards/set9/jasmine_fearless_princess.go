package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jasmine - Fearless Princess",
		StaticOf("Take the Leap", SelfGains(Evasive, 0)).If_(DuringYourTurn()),
		Activate("Now's My Chance", Cost{DiscardOne: DiscardOneOf(AnyCard())},
			Gains(Challenger, 3, ThisCard, ThisTurn)))
}
