package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mad Hatter - Gracious Host",
		Whenever("Tea Party", EvChallenged, Draw(1).Optional()))
}
