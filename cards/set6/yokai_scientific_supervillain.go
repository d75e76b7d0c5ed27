package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Yokai - Scientific Supervillain",
		StaticOf("Neurotransmitter", PlayForFreeFromHand(ItemsF().Named("Microbots"))),
		// 6.6.2: a negative strength counts as 0, so "with 0 strength" is at most 0.
		Whenever("Technical Gain", EvQuested, Draw(1).Times(Chars().Opposing().StrengthAtMost(0))))
}
