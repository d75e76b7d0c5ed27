package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Roller Bob - Sid's Toy",
		WhenPlayed("Time to Move",
			ToBottom(NChosen(2, CharacterCards().Yours().InZoneOf(ZoneDiscard))).Fully().Optional(),
			Gains(Rush, 0, ThisCard, ThisTurn).IfYouDo()))
}
