package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fire the Cannons!", OnPlay(Deal(2, Chosen(Chars()))))
}
