package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Illuminary Tunnels - Linked Caverns",
		StaticOf("Subterranean Network", SelfGetsFor(StatLore, 1, LocationsF().Yours().Others())).
			If_(CharactersHere(1)),
		StaticOf("Locus", PayLess(1, LocationsF().Yours().InHand())).If_(CharactersHere(1)))
}
