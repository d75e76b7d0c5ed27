package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Perfect Pair is a deck-building rule (the catalogue's copy limit, 2).
	// Search the Kingdom: both costs are paid before the search (4.4.3.4);
	// with no Princess character card in the deck nothing is found, the deck
	// is still shuffled.
	card("The Glass Slipper",
		StaticOf("Perfect Pair", CopiesInDeck(2)),
		Activate("Search the Kingdom", Cost{BanishSelf: true, ExertOne: ExertOneOfYour(Chars().Class("Prince"))},
			SearchDeck(0, CharacterCards().Class("Princess")), PutInHand(Them(0)), ShuffleYourDeck()))
}
