package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("If it’s Not Baroque", OnPlay(ReturnToHand(Chosen(ItemsF().InZoneOf(ZoneDiscard).Yours())).
		Say("return an item card to your hand from your discard")))
}
