package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Double Trouble",
		OnPlay(Deal(1, UpToChosen(2, Chars()))))
}
