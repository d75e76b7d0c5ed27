package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Repair",
		OnPlay(RemoveUpTo(3, Chosen(CharsOrLocations().Yours()))))
}
