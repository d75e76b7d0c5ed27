package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: both parts of the "if" are checked at the end of the turn and
	// again as the ability resolves.
	card("John Smith - Snow Tracker",
		AtEndOfYourTurn("Follow the Tracks", GainLore(1)).
			If_(SourceExerted().AndWhile(Unless(YouChallengedThisTurn()))))
}
