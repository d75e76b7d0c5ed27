package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Plate Armor",
		Activate("Well Crafted", Cost{Exert: true}, Gains(Resist, 2, Chosen(Chars()), UntilYourNext)))
}
