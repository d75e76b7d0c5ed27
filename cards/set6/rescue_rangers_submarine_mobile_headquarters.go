package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rescue Rangers Submarine - Mobile Headquarters",
		AtStartOfYourTurn("Planning Session", TopCardIntoInkwell(true, true)...).If_(CharactersHere(1)))
}
