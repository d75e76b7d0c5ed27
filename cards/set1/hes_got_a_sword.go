package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("He's Got a Sword!", OnPlay(Gets(StatStrength, 2, Chosen(Chars()), ThisTurn)))
}
