package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("All Funned Out", OnPlay(ToInkwell(Chosen(Chars().Yours()), true)))
}
