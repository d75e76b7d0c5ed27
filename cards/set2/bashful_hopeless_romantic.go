package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.4.1: "[effect] unless [condition]".
	card("Bashful - Hopeless Romantic",
		StaticOf("Oh, Gosh!", SelfCant(CantQuest)).
			If_(Unless(YouHave(Chars().Class("Seven Dwarfs").Others(), 1))))
}
