package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Declining the "may" chooses no one, so "they" is no one (6.1.4).
	card("Sven - Reindeer Steed",
		WhenPlayed("Reindeer Games",
			Ready(Chosen(Chars())).Optional(),
			Cant(CantQuest|CantChallenge, Them(0), ThisTurn)))
}
