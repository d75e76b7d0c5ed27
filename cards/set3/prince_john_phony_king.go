package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prince John - Phony King",
		Whenever("Collect Taxes", EvQuested, EachOpponentLoses(2).For(TgtOpponentsMoreLore)))
}
