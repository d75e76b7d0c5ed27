package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vanellope von Schweetz - Random Roster Racer",
		WhenPlayed("Pixlexia", Gains(Evasive, 0, ThisCard, UntilYourNext)))
}
