package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Trust In Me",
		OnPlay(ChooseOne(0,
			[]Step{Gets(StatLore, -1, Each(Chars().Opposing()), UntilYourNext)},
			[]Step{Discard(2, TgtEachOpponent)})...))
}
