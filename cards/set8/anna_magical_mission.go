package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 and Support come from the catalogue. The condition is checked
	// as the ability triggers and as it resolves (6.2.4).
	card("Anna - Magical Mission",
		Whenever("Coordinated Plan", EvQuested, Draw(1).Optional()).If_(YouHave(Chars().Named("Elsa"), 1)))
}
