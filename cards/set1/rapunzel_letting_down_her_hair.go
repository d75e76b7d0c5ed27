package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Rapunzel - Letting Down Her Hair",
		WhenPlayed("Tangle", EachOpponentLoses(1)))
}
