package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A continuous effect this turn (6.4.2.1): it also covers characters
	// played after it resolves, each while it challenges a location.
	card("Olympus Would Be That Way",
		OnPlay(Gets(StatStrength, 3, Each(Chars().Yours().WhileChallengingA(Locations)), ThisTurn).Continuously()))
}
