package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tiana - Celebrating Princess",
		StaticOf("What You Give Is What You Get", OpponentsCantPlay(ActionsF())).
			If_(SourceExerted().AndWhile(HandAtMost(0))))
}
