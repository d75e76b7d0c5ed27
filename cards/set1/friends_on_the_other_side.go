package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Friends on the Other Side", OnPlay(Draw(2)))
}
