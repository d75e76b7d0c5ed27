package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Coldstone - Reincarnated Cyborg",
		WhenPlayed("The Cantrips Have Been Spoken", GainLore(2)).
			If_(YouHave(CharacterCardsInDiscard().Yours().Class("Gargoyle"), 2)))
}
