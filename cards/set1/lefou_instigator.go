package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("LeFou - Instigator",
		WhenPlayed("Fan the Flames", Ready(Chosen(Chars())), Cant(CantQuest, Them(0), ThisTurn)))
}
