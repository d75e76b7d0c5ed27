package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 4 comes from the catalogue.
	card("Minnie Mouse - Drum Major",
		WhenPlayed("Parade Order",
			SearchDeck(0, CharacterCards()).Optional(),
			ShuffleYourDeck().IfYouDo(),
			ToTop(Them(0)).IfYouDo()).If_(UsedShift()))
}
