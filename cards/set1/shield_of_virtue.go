package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Shield of Virtue",
		Activate("Fireproof", Cost{Exert: true, Ink: 3}, Ready(Chosen(Chars())), Cant(CantQuest, Them(0), ThisTurn)))
}
