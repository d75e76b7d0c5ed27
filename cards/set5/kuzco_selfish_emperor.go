package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// As Belle - Of the Ball, "your other characters gain Resist +1 until
	// the start of your next turn" is a continuous effect (6.4.2.1):
	// characters played later gain it too.
	card("Kuzco - Selfish Emperor",
		WhenPlayed("Outplacement", ToInkwell(Chosen(AnyCard().OfType(Items|Locations)), true).Optional()),
		Activate("By Invite Only", Cost{Ink: 4},
			Gains(Resist, 1, Each(Chars().Yours().Others()), UntilYourNext).Continuously()))
}
