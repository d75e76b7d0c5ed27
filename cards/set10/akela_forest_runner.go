package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Akela - Forest Runner",
		Activate("Ahead of the Pack", Cost{Ink: 1}, Gets(StatStrength, 1, ThisCard, ThisTurn)))
}
