package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	move := MoveDamageCounters(1, Chars(), Chars().Opposing())
	move[0] = move[0].Optional().Say("you may choose a character to move 1 damage counter from")
	move[1] = move[1].IfYouDo()
	card("Maleficent - Mistress of All Evil",
		Whenever("Dark Knowledge", EvQuested, Draw(1).Optional()),
		// Each card drawn during your turn triggers it once (6.2.1).
		WheneverYouDraw("Divination", move...).During(DuringYourTurn()))
}
