package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mariano Guzman - Handsome Suitor",
		StaticOf("I See You", SelfGets(StatLore, 1)).If_(YouHave(Chars().Yours().Named("Dolores Madrigal"), 1)))
}
