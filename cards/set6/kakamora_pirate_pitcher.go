package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Kakamora - Pirate Pitcher",
		WhenPlayed("Dizzying Speed", Gains(Evasive, 0, Chosen(Chars().Class("Pirate")), UntilYourNext)))
}
