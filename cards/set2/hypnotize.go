package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent discards in turn order (6.7.6), each choosing their own.
	card("Hypnotize", OnPlay(Discard(1, TgtEachOpponent), Draw(1)))
}
