package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. Readied in the Ready step too
	// (3.2.1.4); the undamaged characters are counted as it resolves (6.1.8).
	card("Bolt - Superdog",
		Whenever("Mark of Power", EvReadied, GainLore(1).Times(Chars().Yours().Others().IsUndamaged())),
		Activate("Bolt Stare", Cost{Exert: true}, Banish(Chosen(Chars().Class("Illusion")))))
}
