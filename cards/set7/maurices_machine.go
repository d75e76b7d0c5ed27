package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maurice's Machine",
		Whenever("Break Down", EvBanished,
			PutInHand(Chosen(ItemsF().CostAtMost(2).Yours().InZoneOf(ZoneDiscard))).Optional()))
}
