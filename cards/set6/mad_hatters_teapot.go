package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mad Hatter's Teapot",
		Activate("No Room, No Room", Cost{Exert: true, Ink: 1}, TopIntoDiscard(1).For(TgtEachOpponent)))
}
