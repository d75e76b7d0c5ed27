package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: the characters you have in play are counted as it resolves.
	card("Rescue Rangers Away!",
		OnPlay(Gets(StatStrength, -1, Chosen(Chars()), UntilYourNext).Times(Chars().Yours()).
			Say("chosen character loses 1 strength for each character you have in play until the start of your next turn")))
}
