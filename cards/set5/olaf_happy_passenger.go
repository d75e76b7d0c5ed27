package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Olaf - Happy Passenger",
		PayLessForThisForEach("Clear the Path", 1, Chars().Opposing().IsExerted(), Chars().Named("Olaf")))
}
