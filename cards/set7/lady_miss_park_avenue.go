package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lady - Miss Park Avenue",
		WhenPlayed("Something Wonderful",
			PutInHand(UpToChosen(2, CharacterCardsInDiscard().Yours().CostAtMost(2))).Optional()))
}
