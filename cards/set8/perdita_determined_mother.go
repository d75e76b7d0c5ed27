package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift comes from the catalogue. "All": no choice, every Puppy
	// character card of the discard as the ability resolves.
	card("Perdita - Determined Mother",
		WhenPlayed("Quick, Everyone Hide",
			ToInkwell(Each(CharacterCardsInDiscard().Yours().Class("Puppy")), true).Optional()))
}
