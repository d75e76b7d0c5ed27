package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Both costs are paid before the effect (4.4.3.4): with no card in hand
	// the ability can't be used.
	card("Elsa - Fierce Protector",
		Activate("Ice Over", Cost{Ink: 1, DiscardOne: DiscardOneOf(AnyCard())},
			Exert(Chosen(Chars().Opposing()))))
}
