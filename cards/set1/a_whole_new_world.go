package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("A Whole New World",
		OnPlay(DiscardHands(TgtEachPlayer).Say("each player discards their hand"),
			EachPlayerDraws(7).Say("each player draws 7 cards")))
}
