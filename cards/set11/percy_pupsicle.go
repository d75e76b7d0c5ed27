package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Percy - Pupsicle", StaticOf("Ice Bath", SelfCant(CantChallenge)))
}
