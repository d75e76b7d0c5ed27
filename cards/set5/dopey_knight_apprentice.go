package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Needing another Knight of yours in play is the ability's
	// condition (6.2.4), checked as it triggers and as it resolves.
	card("Dopey - Knight Apprentice",
		WhenPlayed("Stronger Together", Deal(1, Chosen(CharsOrLocations())).Optional()).
			If_(YouHave(Chars().Yours().Others().Class("Knight"), 1)))
}
