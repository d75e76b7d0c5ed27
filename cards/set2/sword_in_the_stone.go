package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sword in the Stone",
		Activate("", Cost{Exert: true, Ink: 2},
			Gets(StatStrength, 1, Chosen(Chars()), ThisTurn).ForEachDamageOnThat(0)))
}
