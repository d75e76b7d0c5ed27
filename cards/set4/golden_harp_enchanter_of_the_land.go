package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: the "if" is checked as the ability resolves at the end of
	// the turn.
	card("Golden Harp - Enchanter of the Land",
		AtEndOfYourTurn("Stolen Away", Banish(ThisCard)).If_(Unless(YouPlayedThisTurn(SongCards()))))
}
