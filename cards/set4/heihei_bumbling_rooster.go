package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The inkwell counts are compared as the ability resolves (6.2.4).
	card("HeiHei - Bumbling Rooster",
		WhenPlayed("Fatten You Up", TopCardIntoInkwell(true, true)...).If_(OpponentHasMoreInInkwell()))
}
