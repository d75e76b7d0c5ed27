package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.5.1: "if you do" - only a character actually readied is stopped
	// from questing.
	card("Goofy - Marley's Clumsy Spirit",
		WhenPlayed("Prepare Yourself",
			Ready(Chosen(Chars())).Optional(),
			Cant(CantQuest, Them(0), ThisTurn).IfYouDo()))
}
