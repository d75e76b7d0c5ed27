package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "During each opponent's turn, whenever they draw a card while this
	// character is exerted": both conditions are checked as the card is
	// drawn (6.1.13.6); see docs/rules-notes.md for games of more players.
	card("Diablo - Devoted Herald",
		WheneverAny("Circle Far and Wide", EvDrawn, AnyCard().Opposing(), Draw(1).Optional()).
			During(Unless(DuringYourTurn()).AndWhile(SourceExerted())))
}
