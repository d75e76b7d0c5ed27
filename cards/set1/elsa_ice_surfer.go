package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Elsa - Ice Surfer",
		WheneverAny("That’s No Blizzard", EvPlayed, Chars().Yours().Named("Anna"),
			Ready(ThisCard), Cant(CantQuest, ThisCard, ThisTurn)))
}
