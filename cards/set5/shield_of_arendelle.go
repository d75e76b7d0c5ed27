package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Shield of Arendelle",
		Activate("Deflect", Cost{BanishSelf: true}, Gains(Resist, 1, Chosen(Chars()), UntilYourNext)))
}
