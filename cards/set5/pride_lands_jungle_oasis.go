package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pride Lands - Jungle Oasis",
		Activate("Our Humble Home", Cost{BanishSelf: true}, PlayForFree(CharacterCardsInDiscard()).
			Say("play a character from your discard for free")).If_(CharactersHere(3)))
}
