package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tangle", OnPlay(EachOpponentLoses(1)))
}
