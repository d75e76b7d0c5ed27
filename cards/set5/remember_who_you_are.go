package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Remember Who You Are",
		OnPlay(DrawUntilSameAsChosenOpponent()))
}
