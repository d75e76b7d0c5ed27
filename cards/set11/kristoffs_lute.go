package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Declined or not played, the card goes to the discard (6.1.5.1); an
	// action played resolves after this ability (6.7.8.1).
	card("Kristoff's Lute",
		Activate("Moment of Inspiration", Cost{Exert: true, Ink: 2},
			RevealTop(0),
			MayPlayRevealedAsIfInHand(0),
			TopIntoDiscard(1).IfTheyDont().Say("if it isn't played, the revealed card goes to your discard")))
}
