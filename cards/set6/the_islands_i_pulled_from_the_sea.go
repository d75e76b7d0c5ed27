package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The song cost and its singers come from the catalogue (8.12). With no
	// location in the deck, nothing is chosen and the deck is still shuffled.
	card("The Islands I Pulled from the Sea", OnPlay(
		SearchDeck(0, AnyCard().OfType(Locations)),
		PutInHand(Them(0)),
		ShuffleYourDeck()))
}
