package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Dragon Fire", OnPlay(Banish(Chosen(Chars()))))
}
