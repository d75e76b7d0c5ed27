package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Super Suit",
		WhenPlayed("Simple, Elegant", GainLore(1)).If_(YouHave(Chars().Yours().Class("Hero"), 1)),
		Activate("Suit Up", Cost{Exert: true, Ink: 2},
			Draw(1).When(YouPlayedThisTurn(Chars().Class("Hero")))))
}
