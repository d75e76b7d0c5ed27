package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: checked as the ability resolves.
	card("Flynn Rider - Frenemy",
		AtStartOfYourTurn("Narrow Advantage", GainLore(3)).If_(HaveCharacterWithMostOf(StatStrength)))
}
