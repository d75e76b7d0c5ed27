package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 6 comes from the catalogue. She counts herself (she is in
	// play as the ability resolves).
	card("Maleficent - Formidable Queen",
		WhenPlayed("Listen Well, All of You",
			ReturnToHand(Chosen(Chars().OfType(Characters|Items|Locations).Opposing().CostAtMost(3))).
				ChosenForEach(Chars().Yours().Named("Maleficent")).
				Say("for each of your characters named Maleficent in play, return a chosen opposing character, item, or location with cost 3 or less to their player's hand")))
}
