package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The opponent chooses among their own ready characters (Ward doesn't
	// stop it, docs/rules-notes.md).
	card("Anna - Eager Acolyte",
		WhenPlayed("Growing Powers",
			Exert(Chosen(Chars().Opposing().IsReady())).ChosenByOpponent().
				Say("each opponent picks one of their ready characters and exerts it")))
}
