package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Ba-Boom!",
		OnPlay(Deal(2, Chosen(CharsOrLocations()))))
}
