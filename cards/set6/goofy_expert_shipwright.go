package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Goofy - Expert Shipwright",
		Whenever("Clever Design", EvQuested, Gains(Ward, 0, Chosen(Chars()), UntilYourNext)))
}
