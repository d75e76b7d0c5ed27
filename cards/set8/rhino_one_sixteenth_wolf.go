package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rhino - One-Sixteenth Wolf",
		WhenPlayed("Tiny Howl", Gets(StatStrength, -1, Chosen(Chars().Opposing()), UntilYourNext)))
}
