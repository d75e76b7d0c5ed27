package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// One ability with two triggers (6.2.6): played, and leaving play.
	card("Merlin - Squirrel",
		WhenPlayed("Look Before You Leap",
			append([]Step{LookTop(1).Say("look at your deck's top card")}, TopOrBottom(1)...)...).
			AndWhenever(EvLeftPlay))
}
