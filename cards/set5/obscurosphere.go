package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.1: "your characters" from a resolved effect is continuous, like
	// Four Dozen Eggs: characters played later gain Ward too.
	card("Obscurosphere",
		Activate("Extract of Emerald", Cost{Ink: 2, BanishSelf: true},
			Gains(Ward, 0, Each(Chars().Yours()), UntilYourNext).Continuously().
				Say("your characters, those played later included, gain Ward until the start of your next turn")))
}
