package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): paying 1 ink is the cost of the draw.
	card("Ursula’s Shell Necklace",
		WheneverAny("Now, Sing!", EvPlayed, SongCards().Yours(),
			PayInk(1).Optional(),
			Draw(1).IfYouDo()))
}
