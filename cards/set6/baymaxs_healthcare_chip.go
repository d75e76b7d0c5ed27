package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The second option may be chosen without a Robot; it then does nothing
	// (6.2.4 checked as it resolves).
	card("Baymax's Healthcare Chip",
		Activate("10,000 Medical Procedures", Cost{Exert: true}, OneOf(0,
			RemoveUpTo(1, Chosen(Chars())),
			RemoveUpTo(3, Chosen(Chars())).When(YouHave(Chars().Class("Robot"), 1)))...))
}
