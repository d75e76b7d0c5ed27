package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jafar - Keeper of Secrets",
		StaticOf("Hidden Wonders", SelfGetsPer(StatStrength, 1, AnyCard().Yours().InZoneOf(ZoneHand))))
}
