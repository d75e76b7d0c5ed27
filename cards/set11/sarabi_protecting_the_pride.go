package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sarabi - Protecting the Pride",
		Activate("Fearsome Snarl", Cost{Exert: true}, Gets(StatStrength, -4, Chosen(Chars().Opposing()), UntilYourNext)))
}
