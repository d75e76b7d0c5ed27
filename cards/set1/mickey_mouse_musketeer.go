package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Musketeer",
		StaticOf("All for One", CardsGet(Chars().Yours().Others().Class("Musketeer"), StatStrength, 1)))
}
