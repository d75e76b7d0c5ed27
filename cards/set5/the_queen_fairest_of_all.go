package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 3 and Ward come from the catalogue. A Queen under her (Shift)
	// is not in play as a character (8.10.3), so she does not count.
	card("The Queen - Fairest of All",
		StaticOf("Reflections of Vanity", SelfGetsFor(StatLore, 1, Chars().Yours().Others().Named("The Queen"))))
}
