package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The item banished to pay the cost may be this one (4.4.3.4).
	card("Sapphire Chromicon",
		StaticOf("Powering Up", EntersPlayExerted()),
		Activate("Sapphire Light", Cost{Exert: true, Ink: 2, BanishOne: BanishOneOfYour(ItemsF())},
			GainLore(2)))
}
