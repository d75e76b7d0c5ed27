package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Beast’s Mirror",
		Activate("Show Me", Cost{Exert: true, Ink: 3}, Draw(1).When(HandAtMost(0)).Say("if you have no cards in your hand, draw a card")))
}
