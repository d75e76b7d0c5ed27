package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A triggered ability at the start of the turn (3.2.1.4), not the
	// location lore of 3.2.2.2 (Casa Madrigal has 0 {L}).
	card("Casa Madrigal - Casita",
		AtStartOfYourTurn("Our Home", GainLore(1)).If_(YouHave(Chars().Yours().AtThisLocation(), 1)))
}
