package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Begone!", OnPlay(
		ReturnToHand(Chosen(AnyCard().OfType(Characters|Items|Locations).CostAtMost(3)))))
}
