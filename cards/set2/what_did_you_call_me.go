package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("What Did You Call Me?", OnPlay(Gets(StatStrength, 3, Chosen(Chars().IsDamaged()), ThisTurn)))
}
