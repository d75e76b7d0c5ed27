package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Baloo - Ol' Iron Paws",
		StaticOf("Fight Like a Bear", CardsCantBeDealtDamage(Chars().Yours().StrengthAtLeast(7))))
}
