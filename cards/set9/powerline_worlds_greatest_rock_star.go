package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift and Singer 9 come from the catalogue. The song played from
	// among the cards resolves after this ability (6.7.8.1): the rest are
	// on the bottom by then.
	card("Powerline - World's Greatest Rock Star",
		Whenever("Mash-Up", EvSang,
			LookTop(4),
			MayPlayFromLook(SongCards().CostAtMost(9)),
			RestOnBottom()).During(DuringYourTurn()).Once())
}
