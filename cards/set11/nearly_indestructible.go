package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nearly Indestructible", OnPlay(
		Gains(Resist, 2, Chosen(Chars().Yours()), UntilYourNext)))
}
