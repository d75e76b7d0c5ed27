package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jaq - Connoisseur of Climbing",
		WhenPlayed("Sneaky Idea", Gains(Reckless, 0, Chosen(Chars().Opposing()), DuringTheirNext)))
}
