package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Resist +3 comes from the catalogue.
	card("Namaari - Resolute Daughter",
		PayLessForThisForEachBanishedInChallenge("I Don't Have Any Other Choice", 2, Chars().Named("Namaari")))
}
