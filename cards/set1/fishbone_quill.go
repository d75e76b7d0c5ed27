package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fishbone Quill",
		Activate("Go Ahead and Sign", Cost{Exert: true},
			ToInkwell(Chosen(AnyCard().InZoneOf(ZoneHand).Yours()), false).
				Say("put any card from your hand facedown into your inkwell")))
}
