package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flower - Shy Skunk",
		WheneverAny("Looking for Friends", EvPlayed, Chars().Yours().Others(),
			append([]Step{LookTop(1).Say("look at your deck's top card")}, TopOrBottom(1)...)...))
}
