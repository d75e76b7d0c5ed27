package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aurora - Waking Beauty",
		WheneverYouRemoveDamage("Sweet Dreams", Chars(),
			Ready(ThisCard), Cant(CantQuest, ThisCard, ThisTurn), Cant(CantChallenge, ThisCard, ThisTurn)))
}
