package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Sing Together 10 comes from the catalogue (8.12).
	card("Second Star to the Right", OnPlay(ChosenPlayer(Draw(5))))
}
