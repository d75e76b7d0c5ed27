package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	hero := Chars().Yours().Class("Hero")
	card("Philoctetes - No-Nonsense Instructor",
		StaticOf("You Gotta Stay Focused", CardsGain(hero, Challenger, 1)),
		WheneverAny("Shameless Promoter", EvPlayed, hero, GainLore(1)))
}
