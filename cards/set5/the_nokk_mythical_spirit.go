package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	move := MoveUpToDamageCounters(2, Chars(), Chars().Opposing())
	move[0] = move[0].Optional().Say("you may choose a character to move up to 2 damage counters from")
	move[1] = move[1].IfYouDo()
	card("The Nokk - Mythical Spirit", WhenPlayed("Turning Tides", move...))
}
