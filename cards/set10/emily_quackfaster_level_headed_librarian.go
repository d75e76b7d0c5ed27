package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Emily Quackfaster - Level-Headed Librarian",
		WhenPlayed("Recommended Reading",
			PutTopCardUnder(Chosen(AnyCard().OfType(Characters|Locations).Yours().WithKeyword(Boost))).Optional()))
}
