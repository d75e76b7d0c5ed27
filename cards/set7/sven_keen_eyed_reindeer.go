package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue.
	card("Sven - Keen-Eyed Reindeer",
		WhenPlayed("Formidable Glare", Gets(StatStrength, -3, Chosen(Chars()), ThisTurn)))
}
