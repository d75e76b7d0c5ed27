package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hold Still", OnPlay(RemoveUpTo(4, Chosen(Chars()))))
}
