package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 6 comes from the catalogue. She counts herself (she is in
	// play as the ability resolves).
	card("Maleficent - Formidable Queen",
		WhenPlayed("Listen Well, All of You",
			ReturnToHand(Chosen(Chars().OfType(Characters|Items|Locations).Opposing().CostAtMost(3))).
				ChosenForEach(Chars().Yours().Named("Maleficent")).
				Say("for every character named Maleficent you have in play, return a chosen opposing character, item, or location that costs 3 or less to its player's hand")))
}
