package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue.
	card("Frozone - Super Cool",
		WhenPlayed("Just Chill", Exert(Chosen(Chars().Opposing())).Optional()).
			If_(YouHave(Chars().Yours().Others().Class("Super"), 1)))
}
