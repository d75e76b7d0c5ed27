package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.13.6: "while this character is exerted" is a condition of the
	// trigger, checked as the action is played.
	card("Ratigan - Nefarious Criminal",
		WheneverAny("A Marvelous Performance", EvPlayed, ActionsF().Yours(), GainLore(1)).
			During(SourceExerted()))
}
