package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Snow White - Fairest in the Land",
		StaticOf("Hidden Away", SelfCant(CantBeChallenged)))
}
