package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Under the Sea",
		OnPlay(AllToBottomInAnyOrder(Chars().Opposing().StrengthAtMost(2))))
}
