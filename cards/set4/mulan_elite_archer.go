package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. "Up to 2 other chosen characters":
	// neither Mulan nor the character she dealt damage to (6.1.6,
	// docs/rules-notes.md).
	card("Mulan - Elite Archer",
		WhenPlayed("Straight Shooter", Gets(StatStrength, 3, ThisCard, ThisTurn)).If_(UsedShift()),
		WheneverDealsDamageInChallenge("Triple Shot",
			DealEventAmount(UpToChosen(2, Chars().Others().NotEventOther()))).
			During(DuringYourTurn()))
}
