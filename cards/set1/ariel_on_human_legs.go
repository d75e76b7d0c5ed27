package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ariel - On Human Legs", StaticOf("Voiceless", SelfCant(CantExertToSing)))
}
