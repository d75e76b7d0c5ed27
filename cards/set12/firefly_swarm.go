package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The second option's "if" is checked as it is chosen and done (6.2.4):
	// without 2 other cards in the discard this turn it can't be chosen.
	card("Firefly Swarm",
		OnPlay(ChooseOne(0,
			[]Step{Banish(Chosen(Chars().StrengthAtMost(2)))},
			[]Step{Banish(Chosen(Chars())).When(OtherDiscardedThisTurn(2))})...))
}
