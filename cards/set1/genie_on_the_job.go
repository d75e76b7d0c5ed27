package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Genie - On the Job",
		WhenPlayed("Disappear", ReturnToHand(Chosen(Chars())).Optional()))
}
