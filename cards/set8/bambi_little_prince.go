package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bambi - Little Prince",
		WhenPlayed("Say Hello", GainLore(1)),
		WheneverAny("Kind of Bashful", EvPlayed, Chars().Opposing(),
			ReturnToHand(ThisCard).Say("return this character to your hand")))
}
