package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue. The damaged characters are counted as
	// the cost is determined (4.3.6, 6.1.8).
	card("Gaston - Pure Paragon",
		PayLessForThisForEach("A Man Among Men!", 2, Chars().Yours().IsDamaged(), Chars().Named("Gaston")))
}
