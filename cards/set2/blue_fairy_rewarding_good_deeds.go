package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Blue Fairy - Rewarding Good Deeds",
		WheneverAny("Ethereal Glow", EvPlayed, Chars().Yours().Class("Floodborn"), Draw(1).Optional()))
}
