package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The action played from among the cards resolves after this ability
	// (6.7.8.1): the rest are in the discard by then.
	card("Robin Hood - Sharpshooter",
		Whenever("My Greatest Performance", EvQuested,
			LookTop(4),
			MayPlayFromLook(ActionsF().CostAtMost(6)),
			RestInDiscard()))
}
