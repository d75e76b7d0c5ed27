package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tamatoa - Happy as a Clam",
		WhenPlayed("Coolest Collection", PutInHand(UpToChosen(2, ItemsF().InZoneOf(ZoneDiscard).Yours()))),
		Whenever("I'm Beautiful, Baby!", EvQuested, PlayForFree(ItemsF()).Optional()))
}
