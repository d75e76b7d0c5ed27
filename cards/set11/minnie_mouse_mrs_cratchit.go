package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Ward comes from the catalogue. 6.1.5.1: the draw only if a card went
	// under (none with an empty deck or no card of yours with Boost).
	card("Minnie Mouse - Mrs. Cratchit",
		WhenPlayed("A Mother's Love",
			PutTopCardUnder(Chosen(CharsOrLocations().Yours().WithKeyword(Boost))).Optional(),
			Draw(1).IfYouDo()))
}
