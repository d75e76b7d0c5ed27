package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	ruby := Chars().Yours().Others().OfInk(Ruby)
	card("Donald Duck - Ruby Champion",
		StaticOf("High Energy", CardsGet(ruby, StatStrength, 1)),
		StaticOf("Powerful Reward", CardsGet(ruby.StrengthAtLeast(7), StatLore, 1)))
}
