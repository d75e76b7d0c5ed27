package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Otherwise the revealed card simply stays on the top of the deck.
	card("Merlin - Clever Clairvoyant",
		Whenever("Prestidigitonium", EvQuested,
			NameACard(),
			RevealTop(0),
			ToInkwell(Them(0), true).When(NamedIs(0)).
				Say("if it's the card you named, put it facedown and exerted into your inkwell; if not, put it on the top of your deck")))
}
