package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Force of a Great Typhoon", OnPlay(Gets(StatStrength, 5, Chosen(Chars()), ThisTurn)))
}
