package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nothing to Hide", OnPlay(EachOpponentRevealsHand(), Draw(1)))
}
