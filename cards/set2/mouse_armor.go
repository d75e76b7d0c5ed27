package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mouse Armor",
		Activate("Protection", Cost{Exert: true}, Gains(Resist, 1, Chosen(Chars()), UntilYourNext)))
}
