package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. The "if" is checked as it resolves
	// (6.2.4).
	card("Jiminy Cricket - Pinocchio's Conscience",
		WhenPlayed("That Still, Small Voice", Draw(1).Optional()).If_(YouHave(Chars().Named("Pinocchio"), 1)))
}
