package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 and Evasive come from the catalogue; "your damaged characters"
	// includes Ratigan himself.
	card("Ratigan - Party Crasher",
		StaticOf("Delightfully Wicked", CardsGet(Chars().Yours().IsDamaged(), StatStrength, 2)))
}
