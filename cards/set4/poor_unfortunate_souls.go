package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Poor Unfortunate Souls",
		OnPlay(ReturnToHand(Chosen(Chars().OfType(Characters|Items|Locations).CostAtMost(2)))))
}
