package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Magic Broom - Bucket Brigade",
		WhenPlayed("Sweep", ShuffleIntoDeck(Chosen(AnyCard().InZoneOf(ZoneDiscard))).Optional()))
}
