package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. The opponent chooses among their own
	// ready characters (Ward doesn't stop it, as Anna - Eager Acolyte).
	card("Gwythaint - Savage Hunter",
		Whenever("Swooping Strike", EvQuested,
			Exert(Chosen(Chars().Opposing().IsReady())).ChosenByOpponent().
				Say("each opponent picks one of their ready characters and exerts it")))
}
