package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.1: a continuous static ability from a resolved effect.
	card("Restoring Atlantis",
		OnPlay(Cant(CantBeChallenged, Each(Chars().Yours()), UntilYourNext).Continuously().
			Say("your characters, those played later included, can't be challenged until the start of your next turn")))
}
