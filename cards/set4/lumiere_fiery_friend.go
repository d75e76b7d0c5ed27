package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lumiere - Fiery Friend",
		StaticOf("Fervent Address", CardsGet(Chars().Yours().Others(), StatStrength, 1)))
}
