package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lilo - Escape Artist",
		AtStartOfYourTurn("No Place I'd Rather Be",
			PlayThisCardFrom(ZoneDiscard).Optional().EntersExerted()).FromDiscard())
}
