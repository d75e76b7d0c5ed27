package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "if ..., draw a card. Otherwise, ...": the two steps test the same
	// condition as the ability resolves (6.2.4), so exactly one happens.
	card("Beast - Tragic Hero",
		AtStartOfYourTurn("It's Better This Way",
			Draw(1).When(Unless(HasDamageAtLeast(1))),
			Gets(StatStrength, 4, ThisCard, ThisTurn).When(HasDamageAtLeast(1)).Say("if not, he gets +4 {S} this turn")))
}
