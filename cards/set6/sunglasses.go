package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sunglasses",
		Activate("Spycraft", Cost{Exert: true}, Draw(1), Discard(1, TgtYou)))
}
