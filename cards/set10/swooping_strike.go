package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The opponent chooses among their own ready characters, so Ward
	// doesn't stop it (as Gwythaint - Savage Hunter).
	card("Swooping Strike", OnPlay(
		Exert(Chosen(Chars().Opposing().IsReady())).ChosenByOpponent().
			Say("each opponent picks one of their ready characters and exerts it")))
}
