package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may ... any number": choosing none is declining. The chosen
	// characters are banished together (1.8.1.5).
	card("The Leviathan - Guardian of Atlantis",
		WhenPlayed("It's a Machine!",
			ChooseAnyNumber(Chars().Opposing()).TotalStrengthAtMost(10),
			Banish(Picked(Chars())).Say("banish them")).
			If_(DiscardedThisTurn(2)))
}
