package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. The "may" is asked first, then the
	// card the damage leaves, then the one it goes to (1.9.2.4).
	move := MoveDamageCounters(1, Chars(), Chars().Opposing())
	move[0] = move[0].Optional().Say("you may choose a character to move 1 damage from")
	move[1] = move[1].IfYouDo()
	card("Violet Parr - Learning New Powers", WhenPlayed("Deflect", move...))
}
