package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pull the Lever!",
		OnPlay(ChooseOne(0,
			[]Step{Draw(2)},
			[]Step{Discard(1, TgtEachOpponent)})...))
}
