package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lady Tremaine - Bitterly Jealous",
		Activate("That's Quite Enough", Cost{Exert: true},
			ReturnToHand(Chosen(Chars().IsDamaged())),
			DiscardAtRandom(1, TgtEachOpponent)))
}
