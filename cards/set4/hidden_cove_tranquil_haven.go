package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	here := Chars().AtThisLocation()
	card("Hidden Cove - Tranquil Haven",
		StaticOf("Revitalizing Waters", CardsGet(here, StatStrength, 1), CardsGet(here, StatWillpower, 1)))
}
