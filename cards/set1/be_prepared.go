package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Be Prepared", OnPlay(Banish(Each(Chars()))))
}
