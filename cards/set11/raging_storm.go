package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Raging Storm", OnPlay(Banish(Each(Chars()))))
}
