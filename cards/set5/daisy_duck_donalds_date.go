package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent in turn order (6.7.6) reveals and keeps or puts on
	// the bottom their own card (EachOpponent). If they decline to take the
	// character card, it stays on the top of their deck.
	character := CharacterCards().InZoneOf(ZoneDeck)
	card("Daisy Duck - Donald's Date",
		Whenever("Big Prize", EvQuested, EachOpponent(0,
			RevealTop(0).For(TgtOpponent).Say("each opponent reveals their deck's top card"),
			PutInHand(Them(0)).When(ChosenIs(0, character)).ItsPlayerMay().
				Say("they may put it into their hand if it's a character card"),
			ToBottom(Them(0)).When(Unless(ChosenIs(0, character))).
				Say("if not, they put it on the bottom of their deck"))...))
}
