package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Wardrobe - Perceptive Friend",
		Activate("I Have Just the Thing!", Cost{Exert: true, DiscardOne: DiscardOneOf(ItemsF())}, Draw(2)))
}
