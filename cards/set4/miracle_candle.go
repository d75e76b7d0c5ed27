package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The condition is checked as the effect resolves, after the cost
	// (banishing the Candle) is paid; when it is false the Candle is
	// banished for nothing.
	three := YouHave(Chars(), 3)
	card("Miracle Candle",
		Activate("Abuela's Gift", Cost{BanishSelf: true},
			GainLore(2).When(three),
			RemoveUpTo(2, Chosen(LocationsF())).When(three)))
}
