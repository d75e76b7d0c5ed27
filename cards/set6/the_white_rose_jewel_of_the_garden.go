package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The White Rose - Jewel of the Garden",
		WhenPlayed("A Wealth of Happiness", GainLore(1)))
}
