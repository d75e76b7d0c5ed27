package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tigger - Bouncing All the Way",
		WhenPlayed("Splenderiffic Bounce",
			ReturnToHand(Chosen(AnyCard().OfType(Characters|Items|Locations).CostAtMost(2))).Optional()))
}
