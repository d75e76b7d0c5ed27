package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Half Hexwell Crown",
		Activate("An Unexpected Find", Cost{Exert: true, Ink: 2}, Draw(1)),
		Activate("A Perilous Power", Cost{Exert: true, Ink: 2, DiscardOne: DiscardOneOf(AnyCard())}, Exert(Chosen(Chars()))))
}
