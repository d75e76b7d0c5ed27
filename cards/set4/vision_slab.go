package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vision Slab",
		AtStartOfYourTurn("Danger Revealed", GainLore(1)).If_(OpponentHas(Chars().IsDamaged(), 1)),
		StaticOf("Trapped!", DamageCantBeRemoved(AnyCard())))
}
