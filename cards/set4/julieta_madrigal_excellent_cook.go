package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.5.1: "if you removed damage this way" needs at least 1 removed.
	card("Julieta Madrigal - Excellent Cook",
		WhenPlayed("Signature Recipe",
			RemoveUpTo(2, Chosen(Chars())).Optional(),
			Draw(1).Optional().IfYouDo().Say("you may draw a card if you removed damage this way")))
}
