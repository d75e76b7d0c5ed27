package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Support comes from the catalogue.
	card("Mickey Mouse - Night Watch",
		StaticOf("Backup", CardsGain(Chars().Yours().Named("Pluto"), Resist, 1)))
}
