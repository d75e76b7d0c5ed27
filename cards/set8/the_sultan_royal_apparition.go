package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Vanish comes from the catalogue. The Sultan is an Illusion himself, so
	// his own quest triggers it.
	card("The Sultan - Royal Apparition",
		WheneverAny("Commanding Presence", EvQuested, Chars().Yours().Class("Illusion"),
			Exert(Chosen(Chars().Opposing()))))
}
