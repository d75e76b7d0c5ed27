package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The condition (6.2.4) is checked as she quests and again as the
	// ability resolves; the Allies are counted as it resolves (6.1.8).
	card("Jasmine - Inspired Researcher",
		Whenever("Extra Assistance", EvQuested, Draw(1).Times(Chars().Yours().Class("Ally"))).If_(HandAtMost(0)))
}
