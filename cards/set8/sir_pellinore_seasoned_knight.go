package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sir Pellinore - Seasoned Knight",
		Whenever("Code of Honor", EvQuested, Gains(Support, 0, Each(Chars().Yours().Others()), ThisTurn)))
}
