package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Otherwise" answers the "if it has the same name": a card of that
	// name that the player declines to play stays on the top of the deck
	// (6.1.4, docs/rules-notes.md); one of another name goes into the hand.
	stillOnTop := ChosenIs(1, AnyCard().InZoneOf(ZoneDeck))
	sameName := ChosenIs(1, AnyCard().SameNameAs(0).InZoneOf(ZoneDeck))
	card("We Know the Way",
		OnPlay(
			ShuffleIntoDeck(Chosen(AnyCard().InZoneOf(ZoneDiscard).Yours())),
			RevealTop(1),
			MayPlayRevealed(1, AnyCard().SameNameAs(0)).Say("if it has the same name as the chosen card, you may play it for free"),
			PutInHand(Them(1)).When(stillOnTop.AndWhile(Unless(sameName))).Say("otherwise, put it into your hand")))
}
