package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("When You Need Help, Just Call", OnPlay(
		PlayForFree(Chars().CostAtMost(4)).Optional().When(OpponentHasMore(Chars()))))
}
