package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lead the Way", OnPlay(Gets(StatStrength, 2, Each(Chars().Yours()), ThisTurn)))
}
