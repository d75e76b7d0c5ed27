package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 3.4.1.1, 6.2.4: "if this character is exerted" is checked as the
	// ability resolves in the End-of-Turn Phase.
	card("Bernard - Brand-New Agent",
		AtEndOfYourTurn("I'll Check It Out", Ready(Chosen(Chars().Yours().Others())).Optional()).
			If_(SourceExerted()))
}
