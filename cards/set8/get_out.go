package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Get Out!", OnPlay(
		Banish(Chosen(Chars())),
		ReturnToHand(Chosen(ItemsF().InZoneOf(ZoneDiscard).Yours())).
			Say("return an item card to your hand from your discard")))
}
