package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("A Very Merry Unbirthday", OnPlay(TopIntoDiscard(2).For(TgtEachOpponent)))
}
