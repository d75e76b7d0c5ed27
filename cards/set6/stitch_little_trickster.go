package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Stitch - Little Trickster",
		Activate("Need a Hand?", Cost{Ink: 1}, Gets(StatStrength, 1, ThisCard, ThisTurn)))
}
