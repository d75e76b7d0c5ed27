package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Smash", OnPlay(Deal(3, Chosen(Chars()))))
}
