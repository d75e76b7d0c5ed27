package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("You Have Forgotten Me", OnPlay(Discard(2, TgtEachOpponent)))
}
