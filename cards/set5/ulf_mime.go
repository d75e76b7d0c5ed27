package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ulf - Mime", StaticOf("Silent Performance", SelfCant(CantExertToSing)))
}
