package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("I'm Still Here",
		OnPlay(Gains(Resist, 2, Chosen(Chars()), UntilYourNext), Draw(1)))
}
