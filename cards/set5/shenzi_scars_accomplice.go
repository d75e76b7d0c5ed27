package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Shenzi - Scar's Accomplice",
		StaticOf("Easy Pickings", SelfGets(StatStrength, 2)).If_(Challenging(Chars().IsDamaged())))
}
