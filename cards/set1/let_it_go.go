package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Let It Go", OnPlay(ToInkwell(Chosen(Chars()), true)))
}
