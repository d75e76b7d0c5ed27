package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Stabbington Brother - With a Patch",
		WhenPlayed("Crime of Opportunity", EachOpponentLoses(1).For(TgtOpponent)))
}
