package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	here := Chars().AtThisLocation()
	card("Fang - River City",
		StaticOf("Surrounded by Water", CardsGain(here, Ward, 0), CardsGain(here, Evasive, 0)))
}
