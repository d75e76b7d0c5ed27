package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mother Knows Best", OnPlay(ReturnToHand(Chosen(Chars()))))
}
