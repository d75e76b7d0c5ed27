package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Cri-Kee - Lucky Cricket",
		WhenPlayed("Spreading Good Fortune", Gets(StatStrength, 3, Each(Chars().Yours().Others()), ThisTurn)))
}
