package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pride Lands - Jungle Oasis",
		Activate("Our Humble Home", Cost{BanishSelf: true}, PlayForFree(CharacterCardsInDiscard()).
			Say("play a character from your discard without paying for it")).If_(CharactersHere(3)))
}
