package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ransack", OnPlay(Draw(2), Discard(2, TgtYou)))
}
