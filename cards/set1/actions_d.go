package set1

import . "github.com/lorcana-rl/lorcana/engine"

// Action cards of batch d.
func init() {
	card("Ransack", OnPlay(Draw(2), Discard(2, TgtYou)))
	// Each opponent discards in turn order (6.7.6), each choosing their own.
	card("Sudden Chill", OnPlay(Discard(1, TgtEachOpponent)))
	card("You Have Forgotten Me", OnPlay(Discard(2, TgtEachOpponent)))
}
