package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Declined, or with no one to choose, nobody is readied and "they" is
	// no one (6.1.4, 6.1.5.1).
	card("Gosalyn Mallard - The Quiverwing Quack",
		WhenPlayed("Heroic Intervention",
			Ready(Chosen(Chars().CostAtMost(2))).Optional(),
			Cant(CantQuest|CantChallenge, Them(0), ThisTurn).IfYouDo()))
}
