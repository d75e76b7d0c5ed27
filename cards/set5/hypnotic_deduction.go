package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hypnotic Deduction",
		OnPlay(Draw(3), PutFromHandOnTop(2)))
}
