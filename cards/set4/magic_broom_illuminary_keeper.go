package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): banishing this character is the cost of the
	// draw.
	card("Magic Broom - Illuminary Keeper",
		WheneverAny("Nice and Tidy", EvPlayed, Chars().Yours().Others(),
			Banish(ThisCard).Optional(),
			Draw(1).IfYouDo()))
}
