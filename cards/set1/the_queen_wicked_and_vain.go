package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Queen - Wicked and Vain", Activate("I Summon Thee", Cost{Exert: true}, Draw(1)))
}
