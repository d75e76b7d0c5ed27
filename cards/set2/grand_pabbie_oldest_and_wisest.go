package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Grand Pabbie - Oldest and Wisest",
		WheneverYouRemoveDamage("Ancient Insight", Chars().Yours(), GainLore(2)))
}
