package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Mirage herself is neither Super nor Hero.
	card("Mirage - Super Recruiter",
		WhenPlayed("Business Arrangement", Draw(1).Optional()).
			If_(YouHave(Chars().Yours().Class("Super", "Hero"), 1)))
}
