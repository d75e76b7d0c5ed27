package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("So Much to Give",
		OnPlay(Draw(1), Gains(Bodyguard, 0, Chosen(Chars()), UntilYourNext)))
}
