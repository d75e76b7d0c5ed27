package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	royal := CharacterCards().Class("Prince", "King")
	card("King's Sensor Core",
		StaticOf("Symbol of Royalty", CardsGain(Chars().Yours().Class("Prince", "King"), Resist, 1)),
		// A revealed card that isn't taken stays put: it never left the deck's top.
		Activate("Royal Search", Cost{Exert: true, Ink: 2},
			RevealTop(0),
			PutInHand(Them(0)).When(ChosenIs(0, royal.InZoneOf(ZoneDeck))).Optional().
				Say("if it's a Prince or King character card, you may put it into your hand; otherwise it stays on the top of your deck")))
}
