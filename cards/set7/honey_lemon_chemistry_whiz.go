package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Having been played with Shift (8.10.1) is the trigger's condition
	// (6.2.4): a Floodborn character played for its ink cost doesn't trigger it.
	card("Honey Lemon - Chemistry Whiz",
		WheneverAny("Pretty Great, Huh?", EvPlayed, Chars().Yours().Class("Floodborn"),
			RemoveUpTo(2, Chosen(Chars())).Optional()).If_(UsedShift()))
}
