package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Perfect Gentleman",
		AtStartOfYourTurn("Allow Me", EachPlayerMayDraw(1)))
}
