package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ring the Bell", OnPlay(Banish(Chosen(Chars().IsDamaged()))))
}
