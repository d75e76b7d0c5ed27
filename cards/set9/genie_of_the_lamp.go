package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Genie - Of the Lamp",
		StaticOf("Let's Make Some Magic", CardsGet(Chars().Yours().Others(), StatStrength, 2)).
			If_(SourceExerted()))
}
