package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Another chosen character": neither Namaari nor the character she
	// dealt damage to (6.1.6, docs/rules-notes.md).
	card("Namaari - Heir of Fang",
		WheneverDealsDamageInChallenge("Two-Weapon Fighting",
			DealEventAmount(Chosen(Chars().Others().NotEventOther())).Optional()).
			During(DuringYourTurn()))
}
