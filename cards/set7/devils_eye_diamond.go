package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "if" is part of the effect (6.2.4 read for an activated ability):
	// the item may be exerted anyway, and then nothing happens.
	card("Devil's Eye Diamond",
		Activate("The Price of Power", Cost{Exert: true},
			GainLore(1).When(DamagedThisTurn(Chars().Yours()))))
}
