package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The characters with Evasive are those that have it as the effect
	// resolves (6.1.8); one that gains Evasive later this turn gets nothing.
	card("Copper - Champion of the Forest",
		Whenever("More to Explore", EvQuested, Gets(StatLore, 1, Each(Chars().Yours().WithKeyword(Evasive)), ThisTurn)))
}
