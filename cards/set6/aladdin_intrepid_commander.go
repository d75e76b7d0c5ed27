package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 comes from the catalogue. "Your characters" are those in play
	// as the ability resolves (6.1.13.4: until the end of this turn).
	card("Aladdin - Intrepid Commander",
		WhenPlayed("Remember Your Training", Gets(StatStrength, 2, Each(Chars().Yours()), ThisTurn)))
}
