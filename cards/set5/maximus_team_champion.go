package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 3.4.1.1, 3.4.1.2: it resolves before "this turn" effects end, so a
	// strength boosted this turn counts. 6.5 "instead": 5 lore replaces the 2.
	strong := func(n int) Cond { return YouHave(Chars().Yours().StrengthAtLeast(n), 1) }
	card("Maximus - Team Champion",
		AtEndOfYourTurn("Royally Big Rewards",
			GainLore(2).When(Unless(strong(10))),
			GainLore(5).When(strong(10))).
			If_(strong(5)))
}
