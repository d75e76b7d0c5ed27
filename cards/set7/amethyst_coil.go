package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	move := MoveDamageCounters(1, Chars(), Chars().Opposing())
	move[0] = move[0].Optional().Say("you may choose a character to move 1 damage counter from")
	move[1] = move[1].IfYouDo()
	// Each card put into your inkwell during your turn triggers it once
	// (6.2.1), by the turn action or by an effect (4.2.3.2).
	card("Amethyst Coil",
		WheneverYouInk("Magical Touch", move...).During(DuringYourTurn()))
}
