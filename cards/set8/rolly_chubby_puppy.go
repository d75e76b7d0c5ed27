package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Support comes from the catalogue.
	card("Rolly - Chubby Puppy",
		WhenPlayed("Adorable Antics",
			ToInkwell(Chosen(CharacterCardsInDiscard().Yours()), true).Optional()))
}
