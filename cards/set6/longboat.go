package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Longboat",
		Activate("Take It for a Spin", Cost{Ink: 2},
			Gains(Evasive, 0, Chosen(Chars().Yours()), UntilYourNext)))
}
