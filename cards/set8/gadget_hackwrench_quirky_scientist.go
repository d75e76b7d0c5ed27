package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "if" is checked as the ability resolves (6.2.4).
	card("Gadget Hackwrench - Quirky Scientist",
		WhenPlayed("Golly!", Draw(1).Optional()).If_(OpponentHasMoreInHand()))
}
