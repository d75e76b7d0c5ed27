package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jasper - Common Crook",
		Whenever("Puppynapping", EvQuested, Cant(CantQuest, Chosen(Chars().Opposing()), DuringTheirNext)))
}
