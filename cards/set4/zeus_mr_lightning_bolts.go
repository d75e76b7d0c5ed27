package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The bonus is counted once, as the ability resolves (6.1.8): later
	// changes to the chosen character's strength don't change it.
	card("Zeus - Mr. Lightning Bolts",
		Whenever("Target Practice", EvChallenges,
			Choose(Chosen(Chars())).Say("choose a character"),
			Gets(StatStrength, 0, ThisCard, ThisTurn).EqualToThat(0, StatStrength)).
			WithOther(Chars()))
}
