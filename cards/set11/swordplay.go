package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Swordplay", OnPlay(Gains(Challenger, 3, Chosen(Chars()), ThisTurn)))
}
