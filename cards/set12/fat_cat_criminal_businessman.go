package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fat Cat - Criminal Businessman",
		StaticOf("Worthy Investment", CardsGain(LocationsF().Yours(), Resist, 1)))
}
