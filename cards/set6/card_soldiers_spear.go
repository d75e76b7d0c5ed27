package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Card Soldier's Spear",
		StaticOf("A Suitable Weapon", CardsGet(Chars().Yours().IsDamaged(), StatStrength, 1)))
}
