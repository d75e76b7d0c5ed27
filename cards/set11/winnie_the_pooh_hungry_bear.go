package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Winnie the Pooh - Hungry Bear",
		WhenPlayed("Looking for a Morsel", PutInHand(Chosen(ItemsF().Yours().InZoneOf(ZoneDiscard))).Optional()))
}
