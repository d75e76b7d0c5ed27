package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jasmine - Desert Warrior",
		WhenPlayed("Cunning Maneuver", Discard(1, TgtEachOpponent)).AndWhenever(EvChallenged))
}
