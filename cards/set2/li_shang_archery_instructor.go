package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: an applied effect; characters played later this turn don't gain it.
	card("Li Shang - Archery Instructor",
		Whenever("Archery Lesson", EvQuested, Gains(Evasive, 0, Each(Chars().Yours()), ThisTurn)))
}
