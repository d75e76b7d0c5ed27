package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Applied to the characters in play as it resolves (6.4.2.2): a
	// character played later isn't affected.
	card("Kida - Protector of Atlantis",
		WhenPlayed("Perhaps We Can Save Our Future", Gets(StatStrength, -3, Each(Chars()), UntilYourNext)))
}
