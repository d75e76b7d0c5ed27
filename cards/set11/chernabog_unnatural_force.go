package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chernabog - Unnatural Force",
		WhenPlayed("Dark Dance",
			ShuffleIntoDeck(Chosen(Chars().Opposing())).Optional(),
			ThatPlayerMayPlayForFree(CharacterCardsInDiscard()).IfYouDo()))
}
