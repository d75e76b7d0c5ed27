package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kit Cloudkicker - Tough Guy",
		WhenPlayed("Skysurfing", ReturnToHand(Chosen(Chars().Opposing().StrengthAtMost(2))).Optional()))
}
