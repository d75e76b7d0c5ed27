package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each action you play (a song too, sung or not) grants it again.
	card("Aladdin - On the Edge of Adventure",
		WheneverAny("Quick on His Feet", EvPlayed, ActionsF().Yours(), Gains(Evasive, 0, ThisCard, UntilYourNext)))
}
