package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Iago - Out of Reach",
		StaticOf("Self-Preservation", SelfCant(CantBeChallenged)).
			If_(YouHave(Chars().Yours().Others().IsExerted(), 1)))
}
