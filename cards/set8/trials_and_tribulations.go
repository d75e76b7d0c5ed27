package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Trials and Tribulations", OnPlay(Gets(StatStrength, -4, Chosen(Chars()), UntilYourNext)))
}
