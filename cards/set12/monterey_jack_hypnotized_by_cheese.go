package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.4.1: "[effect] unless [condition]"; he counts himself only if his
	// own willpower reaches 4 (6.6).
	card("Monterey Jack - Hypnotized by Cheese",
		StaticOf("Break the Trance", SelfCant(CantQuest)).
			If_(Unless(YouHave(Chars().Yours().WillpowerAtLeast(4), 1))))
}
