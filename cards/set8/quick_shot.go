package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Quick Shot", OnPlay(Deal(1, Chosen(Chars())), Draw(1)))
}
