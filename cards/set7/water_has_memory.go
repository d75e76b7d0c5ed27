package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The controller looks at the chosen player's deck and places the cards
	// (6.1.3); with fewer than 4 cards, those there are (1.2.3).
	card("Water Has Memory",
		OnPlay(ChosenPlayer(LookTop(4)).Say("look at the 4 top cards of a chosen player's deck"),
			LookedOnTop(1).Say("put one of them on the top of their deck"),
			RestOnBottom().Say("put the rest on the bottom of their deck in any order")))
}
