package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Out of Order", OnPlay(Banish(Chosen(Chars()))))
}
