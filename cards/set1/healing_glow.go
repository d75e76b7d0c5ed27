package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Healing Glow", OnPlay(RemoveUpTo(2, Chosen(Chars()))))
}
