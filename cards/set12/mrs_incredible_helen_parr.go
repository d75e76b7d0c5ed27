package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mrs. Incredible - Helen Parr",
		WhenPlayed("Pep Talk", Gains(Challenger, 2, Chosen(Chars()), ThisTurn)))
}
