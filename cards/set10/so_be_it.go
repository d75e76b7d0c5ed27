package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("So Be It!",
		OnPlay(Gets(StatStrength, 1, Each(Chars().Yours()), ThisTurn), Banish(Chosen(ItemsF())).Optional()))
}
