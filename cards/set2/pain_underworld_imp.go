package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// His strength with every modifier (6.6), checked continuously (6.4.4).
	card("Pain - Underworld Imp",
		StaticOf("Coming, Your Most Lugubriousness", SelfGets(StatLore, 2)).If_(ThisHas(AnyCard().StrengthAtLeast(5))))
}
