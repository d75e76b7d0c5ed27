package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Heal What Has Been Hurt", OnPlay(RemoveUpTo(3, Chosen(Chars())), Draw(1)))
}
