package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Genie - Powers Unleashed",
		Whenever("Phenomenal Cosmic Power!", EvQuested, PlayForFree(ActionsF().CostAtMost(5)).Optional()))
}
