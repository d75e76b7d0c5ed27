package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Dr. Facilier - Fortune Teller",
		Whenever("You're in My World", EvQuested, Cant(CantQuest, Chosen(Chars().Opposing()), DuringTheirNext)))
}
