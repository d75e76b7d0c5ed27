package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 3 comes from the catalogue. The banished character's player
	// (1.4.3) decides both "may"s; the revealed card takes slot 0 once the
	// banished character's player is known. A character or item card they
	// don't play stays on the top of their deck; any other card goes to
	// the bottom (docs/rules-notes.md).
	other := AnyCard().OfType(Actions | Locations).InZoneOf(ZoneDeck)
	card("Fairy Godmother - Magical Benefactor",
		Whenever("Stunning Transformation", EvPutUnder,
			Banish(Chosen(Chars().Opposing())).Optional(),
			RevealTop(0).For(TgtSlotOwner).ItsPlayerMay().IfYouDo().
				Say("if you do, their player may reveal their deck's top card"),
			MayPlayRevealed(0, AnyCard().OfType(Characters|Items)).ItsPlayerMay().
				Say("if it's a character or item card, they may play it for free"),
			ToBottom(Them(0)).When(ChosenIs(0, other)).
				Say("if not, they put it on the bottom of their deck")))
}
