package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Each opponent in turn order (6.7.6) reveals and keeps or puts on
	// the bottom their own card (EachOpponent). If they decline to take the
	// character card, it stays on the top of their deck.
	character := CharacterCards().InZoneOf(ZoneDeck)
	card("Daisy Duck - Donald's Date",
		Whenever("Big Prize", EvQuested, EachOpponent(0,
			RevealTop(0).For(TgtOpponent).Say("each opponent reveals the top card of their deck"),
			PutInHand(Them(0)).When(ChosenIs(0, character)).ItsPlayerMay().
				Say("if it's a character card, they may put it into their hand"),
			ToBottom(Them(0)).When(Unless(ChosenIs(0, character))).
				Say("otherwise, they put it on the bottom of their deck"))...))
}
