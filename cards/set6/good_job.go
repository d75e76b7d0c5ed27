package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Good Job!", OnPlay(Gets(StatLore, 1, Chosen(Chars()), ThisTurn)))
}
