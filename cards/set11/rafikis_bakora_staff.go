package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rafiki's Bakora Staff",
		Activate("Read the Omens", Cost{Exert: true, Ink: 1}, Draw(1), Discard(1, TgtYou)),
		// 4.4.3: banishing the item is part of the cost, paid before the effect.
		Activate("Bonk!", Cost{Ink: 1, BanishSelf: true}, Deal(1, Chosen(Chars()))))
}
