package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lumiere - Nimble Candelabra",
		StaticOf("Quick-Step", SelfGains(Evasive, 0)).If_(YouHave(ItemsF().InZoneOf(ZoneDiscard), 1)))
}
