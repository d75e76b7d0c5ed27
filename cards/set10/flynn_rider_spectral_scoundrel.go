package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Flynn Rider - Spectral Scoundrel",
		StaticOf("I'll Take That", SelfGets(StatStrength, 2), SelfGets(StatLore, 1)).If_(HasCardUnder()))
}
