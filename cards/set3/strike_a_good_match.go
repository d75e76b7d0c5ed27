package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Strike A Good Match", OnPlay(Draw(2), Discard(1, TgtYou)))
}
