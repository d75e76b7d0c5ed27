package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each card put into your inkwell on your turn is one more Resist +1 until
	// the start of your next turn: Resist stacks (8.1.2, 8.8.1).
	card("Raya - Guidance Seeker",
		WheneverYouInk("A Greater Purpose", Gains(Resist, 1, ThisCard, UntilYourNext)).During(DuringYourTurn()))
}
