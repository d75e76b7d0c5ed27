package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Three Arrows",
		OnPlay(Deal(2, Chosen(Chars())), Deal(1, Chosen(Chars().NotChosenIn(0))).Optional()))
}
