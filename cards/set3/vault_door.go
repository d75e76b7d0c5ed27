package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vault Door",
		StaticOf("Sealed Away",
			CardsGain(LocationsF().Yours(), Resist, 1),
			CardsGain(Chars().Yours().AtALocation(), Resist, 1)))
}
