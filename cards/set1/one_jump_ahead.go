package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("One Jump Ahead", OnPlay(TopCardIntoInkwell(false, true)...))
}
