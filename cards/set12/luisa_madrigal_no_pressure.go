package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	move := MoveUpToDamageToThis(3, Chars())
	move[0] = move[0].Optional().Say("you may choose a character to move up to 3 damage from")
	move[1] = move[1].IfYouDo()
	card("Luisa Madrigal - No Pressure",
		Whenever("Shoulder the Burden", EvQuested, move...))
}
