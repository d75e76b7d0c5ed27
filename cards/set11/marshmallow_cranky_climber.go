package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The cap is an applied effect on each opponent (6.4.2.2): it stays if
	// Marshmallow leaves play, and the opponent picks the one that readies.
	card("Marshmallow - Cranky Climber",
		Whenever("Icy Blast", EvQuested, OpponentsReadyAtMost(1, Chars())))
}
