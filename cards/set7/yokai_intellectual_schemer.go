package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Yokai - Intellectual Schemer",
		StaticOf("Innovate", PayLessToShift(1, Chars())))
}
