package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gantu - Hamsterviel's Accomplice",
		WhenPlayed("Easy Target", Discard(1, TgtYou)))
}
