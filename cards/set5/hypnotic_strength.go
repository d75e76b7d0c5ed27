package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hypnotic Strength",
		OnPlay(Draw(1), Gains(Challenger, 2, Chosen(Chars()), ThisTurn)))
}
