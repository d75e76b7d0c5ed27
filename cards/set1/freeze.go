package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Freeze", OnPlay(Exert(Chosen(Chars().Opposing()))))
}
