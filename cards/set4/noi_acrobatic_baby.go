package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Noi - Acrobatic Baby",
		WheneverAny("Fancy Footwork", EvPlayed, ActionsF().Yours(),
			TakesNoDamageFromChallenges(ThisCard, ThisTurn)))
}
