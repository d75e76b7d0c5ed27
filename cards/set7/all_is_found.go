package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("All Is Found",
		OnPlay(ToInkwell(UpToChosen(2, AnyCard().InZoneOf(ZoneDiscard).Yours()), true)))
}
