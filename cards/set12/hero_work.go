package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Both parts apply to the characters in play as it resolves (6.4.2.2).
	card("Hero Work",
		OnPlay(Gets(StatStrength, 1, Each(Chars().Yours()), ThisTurn),
			GainsAbility(Each(Chars().Yours().Class("Hero")),
				Whenever("", EvChallenges, EachOpponentLoses(1), GainLore(1)).WithOther(Chars()),
				ThisTurn)))
}
