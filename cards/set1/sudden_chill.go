package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent discards in turn order (6.7.6), each choosing their own.
	card("Sudden Chill", OnPlay(Discard(1, TgtEachOpponent)))
}
