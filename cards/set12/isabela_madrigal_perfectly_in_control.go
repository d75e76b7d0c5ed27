package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	move := MoveAllDamageToThis(Chars().Yours())
	move[0] = move[0].Optional().Say("you may choose a character of yours to move all damage from")
	move[1] = move[1].IfYouDo()
	card("Isabela Madrigal - Perfectly in Control",
		WhenPlayed("Feel Better", move...).AndWhenever(EvQuested),
		AtEndOfYourTurn("Self-Care", RemoveAllDamage(ThisCard).Optional()))
}
