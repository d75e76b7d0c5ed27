package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Perdita - Playful Mother",
		Whenever("Who's Next?", EvQuested, NextCostsLess(2, Chars().Class("Puppy"))),
		StaticOf("Don't Be Afraid", CardsGain(Chars().Yours().Class("Puppy"), Ward, 0)))
}
