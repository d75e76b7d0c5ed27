package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8.1: "draw until you have 3".
	card("Yzma - Conniving Chemist",
		Activate("Feel the Power", Cost{Exert: true}, DrawUntil(3).When(HandAtMost(2))))
}
