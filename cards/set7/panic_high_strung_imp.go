package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may": the first choice is optional (6.1.4); the amount is asked
	// once both characters are chosen (scenarios.md decision rule 2).
	shriek := MoveUpToDamageCounters(2, Chars(), Chars().Opposing())
	shriek[0] = shriek[0].Optional().Say("you may choose a character to move up to 2 damage counters from")
	shriek[1] = shriek[1].IfYouDo()
	card("Panic - High-Strung Imp", WhenPlayed("Startled Shriek", shriek...))
}
