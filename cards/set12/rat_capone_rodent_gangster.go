package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rat Capone - Rodent Gangster",
		StaticOf("Shadaap!", SelfGets(StatStrength, 3)).If_(Unless(HasDamageAtLeast(1))))
}
