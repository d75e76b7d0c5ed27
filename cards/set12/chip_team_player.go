package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Another character": Chip's own 7 willpower doesn't count (6.1.6).
	card("Chip - Team Player",
		WhenPlayed("Ranger Resourcefulness", Draw(1).Optional()).
			If_(YouHave(Chars().Yours().Others().WillpowerAtLeast(4), 1)))
}
