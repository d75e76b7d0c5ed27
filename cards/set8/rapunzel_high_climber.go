package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Rapunzel - High Climber",
		Whenever("Wrapped Up", EvQuested, Cant(CantQuest, Chosen(Chars().Opposing()), DuringTheirNext)))
}
