package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 and Resist +1 come from the catalogue. Every card in the hand
	// as the ability resolves, each one a card put into the inkwell (4.2.3.2).
	card("Heihei - Expanded Consciousness",
		WhenPlayed("Clear Your Mind", ToInkwell(Each(AnyCard().InZoneOf(ZoneHand).Yours()), true).
			Say("put your whole hand facedown and exerted into your inkwell")))
}
