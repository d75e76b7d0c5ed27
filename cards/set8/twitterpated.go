package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Twitterpated", OnPlay(Gains(Evasive, 0, Chosen(Chars()), UntilYourNext)))
}
