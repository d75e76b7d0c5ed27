package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Just in Time", OnPlay(PlayForFree(Chars().CostAtMost(5)).Optional()))
}
