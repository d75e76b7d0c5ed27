package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mrs. Incredible - Super Stretchy",
		AtStartOfYourTurn("Flexible Thinking", MayOneOf(0,
			Gains(Evasive, 0, ThisCard, UntilYourNext),
			Gets(StatLore, 1, ThisCard, ThisTurn))...))
}
