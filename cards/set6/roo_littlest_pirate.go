package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Roo - Littlest Pirate",
		WhenPlayed("I'm a Pirate Too!", Gets(StatStrength, -2, Chosen(Chars()), UntilYourNext).Optional()))
}
