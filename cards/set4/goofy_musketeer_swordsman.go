package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Goofy - Musketeer Swordsman",
		WheneverAny("En Gawrsh!", EvPlayed, Chars().Yours().WithKeyword(Bodyguard),
			Ready(ThisCard), Cant(CantQuest, ThisCard, ThisTurn)))
}
