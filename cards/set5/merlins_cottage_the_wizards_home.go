package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Information only: no card moves; agents and the encoder see the top
	// card of every deck while the Cottage is in play (FaceUpOnDeck).
	card("Merlin's Cottage - The Wizard's Home",
		StaticOf("Knowledge Is Power", EachPlayerPlaysWithTopCardFaceUp()))
}
