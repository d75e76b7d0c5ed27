package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 2 comes from the catalogue. "You may": the first choice is
	// optional (6.1.4); the amount is asked once both characters are chosen.
	fun := MoveUpToDamageCounters(2, Chars(), Chars().Opposing())
	fun[0] = fun[0].Optional().Say("you may choose a character to move up to 2 damage counters from")
	fun[1] = fun[1].IfYouDo()
	card("Cheshire Cat - Inexplicable",
		Whenever("It's Loads of Fun", EvPutUnder, fun...))
}
