package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Diablo - Maleficent's Spy",
		WhenPlayed("Scout Ahead", LookAtEachOpponentsHand().Optional()))
}
