package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Treasures Untold", OnPlay(PutInHand(UpToChosen(2, ItemsF().InZoneOf(ZoneDiscard).Yours()))))
}
