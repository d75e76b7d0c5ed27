package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Let the Storm Rage On", OnPlay(Deal(2, Chosen(Chars())), Draw(1)))
}
