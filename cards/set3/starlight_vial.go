package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Starlight Vial",
		Activate("Efficient Energy", Cost{Exert: true}, NextCostsLess(2, ActionsF())),
		Activate("Trap", Cost{Ink: 2, BanishSelf: true}, Draw(2), Discard(1, TgtYou)))
}
