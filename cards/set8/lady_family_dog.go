package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lady - Family Dog",
		WhenPlayed("Someone to Care For", PlayForFree(CharacterCards().CostAtMost(2)).Optional()))
}
