package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 comes from the catalogue. With no Floodborn character card in
	// the deck, every card is revealed and the whole deck is shuffled.
	card("Fred - Giant-Sized",
		Whenever("I Like Where This Is Heading", EvQuested,
			RevealUntil(0, CharacterCards().Class("Floodborn")),
			PutInHand(Them(0)),
			ShuffleYourDeck()))
}
