package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dangerous Plan",
		OnPlay(Draw(2), DiscardAtRandom(1, TgtYou)))
}
