package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Queen's Castle - Mirror Chamber",
		AtStartOfYourTurn("Using the Mirror", MayDrawForEach(Chars().Yours().AtThisLocation())))
}
