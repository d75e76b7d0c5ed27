package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 3 comes from the catalogue.
	card("Minnie Mouse - Musical Artist",
		WheneverAny("Entourage", EvPlayed, Chars().Yours().WithKeyword(Bodyguard),
			RemoveUpTo(2, Chosen(Chars())).Optional()))
}
