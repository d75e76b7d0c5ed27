package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Goofy - Galumphing Gumshoe",
		WhenPlayed("Hot Pursuit", Gets(StatStrength, -1, Each(Chars().Opposing()), UntilYourNext)).
			AndWhenever(EvQuested))
}
