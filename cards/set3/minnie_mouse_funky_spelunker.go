package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Funky Spelunker",
		StaticOf("Journey", SelfGets(StatStrength, 2)).If_(AtALocation()))
}
