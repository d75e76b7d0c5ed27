package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Healing Touch", OnPlay(RemoveUpTo(4, Chosen(Chars())), Draw(1)))
}
