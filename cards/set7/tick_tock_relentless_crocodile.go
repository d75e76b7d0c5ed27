package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "A Pirate character is in play": either player's.
	card("Tick-Tock - Relentless Crocodile",
		StaticOf("Looking for Lunch", SelfGains(Evasive, 0)).
			If_(DuringYourTurn().AndWhile(InPlay(Chars().Class("Pirate"), 1))))
}
