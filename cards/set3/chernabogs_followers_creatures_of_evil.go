package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): banishing them is what pays for the draw.
	card("Chernabog's Followers - Creatures of Evil",
		Whenever("Restless Souls", EvQuested,
			Banish(ThisCard).Optional().Say("you may banish this character"),
			Draw(1).IfYouDo().Say("if you do, draw a card")))
}
