package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sardine Can", StaticOf("Flight Cabin", CardsGain(Chars().Yours().IsExerted(), Ward, 0)))
}
