package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may" is asked first (6.1.4), then any number are chosen. The chosen
	// characters are banished together (1.8.1.5).
	card("The Leviathan - Guardian of Atlantis",
		WhenPlayed("It's a Machine!",
			ChooseAnyNumber(Chars().Opposing()).TotalStrengthAtMost(10).Optional(),
			Banish(Picked(Chars())).Say("banish them")).
			If_(DiscardedThisTurn(2)))
}
