package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "During an opponent's turn" (6.1.13.6): not during your own. Any
	// damage placed on an Ally of yours (1.9.3), dealt or put.
	card("Maid Marian - Badminton Ace",
		WheneverAny("Good Shot", EvDamaged, Chars().Yours().Class("Ally"), Deal(1, Chosen(Chars().Opposing()))).
			During(Unless(DuringYourTurn())),
		StaticOf("Fair Play", CardsGain(Chars().Yours().Named("Lady Kluck"), Resist, 1)))
}
