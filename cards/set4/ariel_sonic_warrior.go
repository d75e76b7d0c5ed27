package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): paying 2 ink is the cost of the damage.
	card("Ariel - Sonic Warrior",
		WheneverAny("Amplified Voice", EvPlayed, SongCards().Yours(),
			PayInk(2).Optional(),
			Deal(3, Chosen(Chars())).IfYouDo()))
}
