package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Needing another Pirate of yours in play is checked as the
	// ability resolves (6.2.4); the "may" is asked only then.
	card("Kakamora - Long-Range Specialist",
		WhenPlayed("A Little Help", Deal(1, Chosen(CharsOrLocations())).Optional()).
			If_(YouHave(Chars().Yours().Others().Class("Pirate"), 1)))
}
