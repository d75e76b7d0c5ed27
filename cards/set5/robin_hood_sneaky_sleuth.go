package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 comes from the catalogue; the count is continuous (6.1.8).
	card("Robin Hood - Sneaky Sleuth",
		StaticOf("Clever Plan", SelfGetsFor(StatLore, 1, Chars().Opposing().IsDamaged())))
}
