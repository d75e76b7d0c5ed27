package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Enigmatic Inkcaster",
		Activate("Its Own Reward", Cost{Exert: true}, GainLore(1).When(YouPlayedNThisTurn(2, AnyCard()))))
}
