package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the draw happens only if they were exerted.
	card("Stitch - Rock Star",
		WheneverAny("Adoring Fans", EvPlayed, Chars().Yours().CostAtMost(2),
			Exert(TriggerSubject).Optional(),
			Draw(1).IfYouDo()))
}
