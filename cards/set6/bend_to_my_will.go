package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bend to My Will", OnPlay(DiscardHands(TgtEachOpponent)))
}
