package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "if" is checked as the ability resolves (6.2.4).
	card("Chaca - Junior Chipmunk",
		WhenPlayed("In Cahoots", Gains(Reckless, 0, Chosen(Chars().Opposing()), DuringTheirNext)).
			If_(YouHave(Chars().Named("Tipo"), 1)))
}
