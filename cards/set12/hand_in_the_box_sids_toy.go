package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hand-in-the-Box - Sid's Toy",
		PlayThisForFreeBy("Spring-Loaded", Cost{BottomOne: BottomOneFromDiscard(CharacterCards().Class("Toy"))}))
}
