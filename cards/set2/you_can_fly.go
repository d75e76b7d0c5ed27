package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("You Can Fly!", OnPlay(Gains(Evasive, 0, Chosen(Chars()), UntilYourNext)))
}
