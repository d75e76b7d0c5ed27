package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Madam Mim - Truly Marvelous",
		Activate("Oh, Bat Gizzards", Cost{Ink: 2, DiscardOne: DiscardOneOf(AnyCard())}, GainLore(1)))
}
