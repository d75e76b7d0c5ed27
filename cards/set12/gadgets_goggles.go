package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gadget's Goggles",
		Activate("Enhanced Vision", Cost{Exert: true, Ink: 1},
			LookTop(2), LookedOnTop(1).Say("place one of them on the top of your deck"),
			RestOnBottom().Say("put the other on the bottom")))
}
