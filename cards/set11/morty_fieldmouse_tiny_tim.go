package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Once during your turn" (6.1.13.2, 6.1.13.6); a card put under him
	// doesn't trigger it (another character only).
	card("Morty Fieldmouse - Tiny Tim",
		WheneverAny("Holiday Spirit", EvPutUnder, Chars().Yours().Others(), PutTopCardUnder(ThisCard)).
			During(DuringYourTurn()).Once(),
		StaticOf("Holiday Cheer", SelfGetsForCardsUnder(StatLore, 1)))
}
