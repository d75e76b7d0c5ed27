package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Simba - Playful Pouncer",
		WhenPlayed("You Don't Stand a Chance", Gets(StatStrength, -2, Chosen(Chars().Opposing()), UntilYourNext)))
}
