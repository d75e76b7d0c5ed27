package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): paying 1 ink is the cost of the draw.
	card("Weight Set",
		WheneverAny("Training", EvPlayed, Chars().Yours().StrengthAtLeast(4),
			PayInk(1).Optional(),
			Draw(1).IfYouDo()))
}
