package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Triton - Champion of Atlantica",
		StaticOf("Imposing Presence", CardsGetFor(Chars().Opposing(), StatStrength, -1, LocationsF().Yours())))
}
