package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 3.2.1.4: readying in his player's Ready step triggers it too; the
	// "if" is checked as it resolves (6.2.4), in the Set step (3.2.2.3).
	card("Christopher Robin - Adventurer",
		Whenever("We'll Always Be Together", EvReadied, GainLore(2)).
			If_(YouHave(Chars().Yours().Others(), 2)))
}
