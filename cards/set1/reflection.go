package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Reflection", OnPlay(LookTop(3), RestOnTop()))
}
