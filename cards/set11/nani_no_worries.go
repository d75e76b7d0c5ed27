package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nani - No Worries",
		StaticOf("Take It Easy", SelfGets(StatLore, 1)).If_(ThisHas(AnyCard().IsUndamaged())))
}
