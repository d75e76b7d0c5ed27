package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pacha - Trekmate",
		StaticOf("Full Pack", SelfGets(StatLore, 2)).If_(MoreThanEachOpponent(AnyCard().InZoneOf(ZoneHand))))
}
