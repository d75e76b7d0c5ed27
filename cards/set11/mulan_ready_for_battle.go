package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Two self-referential reductions from the hand (6.1.12, 4.3.6); both
	// apply when both conditions hold.
	card("Mulan - Ready for Battle",
		PayLessForThis("Noble Spirit", 1, YouHave(Chars().IsDamaged(), 1), Chars().Named("Mulan")),
		PayLessForThis("Fighting Spirit", 1, YouHave(Chars().StrengthAtLeast(5), 1), Chars().Named("Mulan")))
}
