package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The item may come from the hand or the discard: one choice among the
	// items of both zones (6.1.3.1: where the card is is a limiter of the
	// choice, not two effects to pick from as in 6.1.5.2).
	card("Prince John - Gold Lover",
		Activate("Beautiful, Lovely Taxes", Cost{Exert: true},
			PlayForFree(ItemsF().CostAtMost(5).InHand().OrInZoneOf(ZoneDiscard)).EntersExerted()))
}
