package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("How Far I'll Go",
		OnPlay(LookTop(2), PutIntoHandFromLook(1, AnyCard()), RestIntoInkwell(true)))
}
