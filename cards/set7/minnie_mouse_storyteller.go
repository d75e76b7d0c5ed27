package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Storyteller",
		WheneverAny("Gather Around", EvPlayed, Chars().Yours(), Gets(StatLore, 1, ThisCard, ThisTurn)),
		Whenever("Just One More", EvQuested,
			Gets(StatStrength, -1, Chosen(Chars().Opposing()), UntilYourNext).EqualToThis(StatLore)))
}
