package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Good Aim: "you may [cost] to [effect]", usable once during your turn
	// (6.3, 6.1.13.2); the discard is its cost.
	card("Angel - Experiment 624",
		StaticOf("Untouchable", SelfGains(Resist, 2)).If_(HandAtMost(0)),
		Activate("Good Aim", Cost{DiscardOne: DiscardOneOf(AnyCard())}, Deal(2, Chosen(Chars()))).Once())
}
