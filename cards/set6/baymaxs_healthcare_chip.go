package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Without a Robot of yours the second option would do nothing, so it
	// can't be chosen while the first can (6.1.5.2, spec decision rule 8).
	card("Baymax's Healthcare Chip",
		Activate("10,000 Medical Procedures", Cost{Exert: true}, OneOf(0,
			RemoveUpTo(1, Chosen(Chars())),
			RemoveUpTo(3, Chosen(Chars())).When(YouHave(Chars().Class("Robot"), 1)))...))
}
