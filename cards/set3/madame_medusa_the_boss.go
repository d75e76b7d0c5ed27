package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Madame Medusa - The Boss",
		WhenPlayed("That Terrible Woman", Banish(Chosen(Chars().Opposing().StrengthAtMost(3)))))
}
