package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	discarded := CharacterCardsInDiscard().Yours()
	card("Chernabog - Evildoer",
		PayLessForThisForEach("The Power of Evil", 1, discarded, Chars().Named("Chernabog")),
		WhenPlayed("Summon the Spirits", ShuffleIntoDeck(Each(discarded))))
}
