package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jafar - Keeper of Secrets",
		StaticOf("Hidden Wonders", SelfGetsFor(StatStrength, 1, AnyCard().Yours().InZoneOf(ZoneHand))))
}
