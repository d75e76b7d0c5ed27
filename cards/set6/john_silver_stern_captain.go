package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 and Resist +2 come from the catalogue.
	card("John Silver - Stern Captain",
		AtStartOfYourTurn("Don't Just Sit There!", Deal(1, Each(Chars().Opposing().IsReady()))))
}
