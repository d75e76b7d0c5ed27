package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The opponent chooses among their own ready characters (Ward doesn't
	// stop it, docs/rules-notes.md).
	card("Anna - Eager Acolyte",
		WhenPlayed("Growing Powers",
			Exert(Chosen(Chars().Opposing().IsReady())).ChosenByOpponent().
				Say("each opponent chooses and exerts one of their ready characters")))
}
