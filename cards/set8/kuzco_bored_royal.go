package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kuzco - Bored Royal",
		WhenPlayed("Llama Breath",
			ReturnToHand(Chosen(AnyCard().OfType(Characters|Items|Locations).CostAtMost(2))).Optional()))
}
