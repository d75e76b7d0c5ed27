package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Webby Vanderquack - Junior Prospector",
		Whenever("Work Smarter", EvQuested, TopCardIntoInkwell(true, true)...).If_(OpponentHasMoreInInkwell()))
}
