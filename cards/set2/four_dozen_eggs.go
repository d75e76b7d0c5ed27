package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.1: "your characters" from a resolved effect is continuous, like
	// Restoring Atlantis: characters played later gain it too.
	card("Four Dozen Eggs",
		OnPlay(Gains(Resist, 2, Each(Chars().Yours()), UntilYourNext).Continuously().
			Say("your characters, those played later included, gain Resist +2 until the start of your next turn")))
}
