package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gadget Hackwrench - Finder of Lost Parts",
		Whenever("Useful Bits", EvLeftPlay,
			PutInHand(Chosen(ItemsF().Yours().InZoneOf(ZoneDiscard))).Optional()))
}
