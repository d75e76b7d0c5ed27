package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.4: checked as the ability resolves.
	card("Dolores Madrigal - Easy Listener",
		WhenPlayed("Magical Informant", Draw(1).Optional()).If_(OpponentHas(Chars().IsExerted(), 1)))
}
