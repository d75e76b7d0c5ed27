package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ursula’s Cauldron",
		Activate("Peer into the Depths", Cost{Exert: true},
			LookTop(2),
			LookedOnTop(1).Say("put one of them on the top of your deck"),
			RestOnBottom().Say("put the other on the bottom")))
}
