package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// One "may" for the whole count, counted once as it resolves: all the
	// draws or none (6.1.8 and its example, 6.1.4). With no character of
	// yours here the may is still asked and draws nothing.
	card("The Queen's Castle - Mirror Chamber",
		AtStartOfYourTurn("Using the Mirror", Draw(1).Times(Chars().Yours().AtThisLocation()).Optional()))
}
