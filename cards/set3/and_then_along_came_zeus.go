package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("And Then Along Came Zeus", OnPlay(Deal(5, Chosen(CharsOrLocations()))))
}
