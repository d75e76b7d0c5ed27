package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lord Macintosh - Wiry and High-Strung",
		MayEnterExertedTo("Tough It Out", Gains(Resist, 2, Chosen(Chars()), UntilYourNext)))
}
