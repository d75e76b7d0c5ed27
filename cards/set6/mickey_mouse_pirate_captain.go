package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue. The granted "takes no damage from
	// challenges" is a replacement effect on the chosen character this turn
	// (6.5), the same as the ability it gains.
	card("Mickey Mouse - Pirate Captain",
		Whenever("Mariner's Might", EvQuested,
			Gets(StatStrength, 2, Chosen(Chars().Class("Pirate")), ThisTurn),
			TakesNoDamageFromChallenges(Them(0), ThisTurn)))
}
