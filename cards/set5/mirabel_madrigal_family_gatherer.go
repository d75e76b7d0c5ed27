package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mirabel Madrigal - Family Gatherer",
		CantPlayThisUnless("Not Without My Family", YouHave(Chars().Yours(), 5)))
}
