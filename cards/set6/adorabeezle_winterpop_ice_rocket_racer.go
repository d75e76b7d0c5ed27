package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Adorabeezle Winterpop - Ice Rocket Racer",
		StaticOf("Keep Driving", SelfGets(StatLore, 1)).If_(HasDamageAtLeast(1)))
}
