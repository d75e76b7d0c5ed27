package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ink Geyser", OnPlay(
		ExertAllInkwell().For(TgtEachPlayer),
		ReturnFromInkwellAtRandomUntil(3).For(TgtEachPlayer)))
}
