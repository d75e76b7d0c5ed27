package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.8: the damage actually removed is counted once.
	card("Ohana Means Family",
		OnPlay(RemoveAllDamage(Chosen(Chars().Yours())), Draw(1).ForEachThisWay()))
}
