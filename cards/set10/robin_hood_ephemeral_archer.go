package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 1 comes from the catalogue; the "if" is checked as he quests and
	// as it resolves (6.2.4).
	card("Robin Hood - Ephemeral Archer",
		Whenever("Expert Shot", EvQuested, Deal(1, UpToChosen(2, Chars()))).If_(HasCardUnder()))
}
