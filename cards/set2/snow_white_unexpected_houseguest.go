package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Snow White - Unexpected Houseguest",
		StaticOf("How Do You Do?", PayLess(1, Chars().Yours().Class("Seven Dwarfs").InHand())))
}
