package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pick a Fight", OnPlay(MayChallengeReady(Chosen(Chars()), ThisTurn)))
}
