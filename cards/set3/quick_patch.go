package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Quick Patch", OnPlay(RemoveUpTo(3, Chosen(LocationsF()))))
}
