package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 3.4.1.1, 6.2.4: "if this character is exerted" is checked as the
	// ability resolves in the End-of-Turn Phase.
	card("Simba - Pride Protector",
		AtEndOfYourTurn("Understand the Balance", Ready(Each(Chars().Yours().Others())).Optional()).
			If_(SourceExerted()))
}
