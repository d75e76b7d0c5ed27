package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Captain Hook - Ruthless Pirate",
		StaticOf("You Coward!", CardsGain(Chars().Opposing().WithKeyword(Evasive), Reckless, 0)).If_(SourceExerted()))
}
