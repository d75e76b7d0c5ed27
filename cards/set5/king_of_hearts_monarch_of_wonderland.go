package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("King of Hearts - Monarch of Wonderland",
		Activate("Pleasing the Queen", Cost{Exert: true},
			SkipNextReady(Chosen(Chars().IsExerted()))))
}
