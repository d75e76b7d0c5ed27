package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Someone Will Lose His Head",
		OnPlay(Gets(StatStrength, -2, Each(Chars().Opposing()), ThisTurn)))
}
