package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Plunger Crossbow",
		Activate("Suction Technology", Cost{Exert: true, Ink: 2}, Draw(1), Discard(1, TgtYou)))
}
