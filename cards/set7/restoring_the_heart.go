package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Restoring the Heart",
		OnPlay(RemoveUpTo(3, Chosen(CharsOrLocations())), Draw(1)))
}
