package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cogsworth - Climbing Clock",
		StaticOf("Still Useful", SelfGets(StatStrength, 2)).If_(YouHave(ItemsF().InZoneOf(ZoneDiscard), 1)))
}
