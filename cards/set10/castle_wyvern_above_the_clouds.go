package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	here := Chars().AtThisLocation()
	card("Castle Wyvern - Above the Clouds",
		StaticOf("Protect This Castle", CardsGain(here, Challenger, 1), CardsGain(here, Resist, 1)))
}
