package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue.
	card("Omnidroid - V.10",
		StaticOf("Electro-Armor", SelfGains(Resist, 2)).If_(HasCardUnder()))
}
