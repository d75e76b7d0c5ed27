package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Panic is an Ally, not a Villain: he can still be challenged.
	card("Panic - Immortal Sidekick",
		StaticOf("Reporting for Duty", CardsCant(Chars().Yours().Class("Villain"), CantBeChallenged)).
			If_(SourceExerted().AndWhile(YouHave(Chars().Named("Pain"), 1))))
}
