package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The willpower of a card in the discard is its printed one.
	card("Chip - Retrieval Expert",
		WhenPlayed("There You Are!",
			PutInHand(Chosen(CharacterCards().WillpowerAtLeast(4).InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may return a character card with 4 willpower or more from your discard to your hand")),
		StaticOf("Friendly Assist", CardsGet(Chars().Yours().Named("Dale"), StatWillpower, 1)))
}
