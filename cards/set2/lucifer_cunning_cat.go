package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	action := Discard(1, TgtOpponent)
	action.Filter = ActionsF()
	card("Lucifer - Cunning Cat",
		WhenPlayed("Mouse Catcher", EachOpponentChoosesOneOf(0,
			Discard(2, TgtOpponent).Say("they choose and discard 2 cards"),
			action.Say("they choose and discard an action card"))...))
}
