package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dr. Sara Bellum - Head of Research",
		WhenPlayed("Scientific Scrutiny",
			append([]Step{LookTop(1).Say("look at your deck's top card")}, TopOrBottom(1)...)...))
}
