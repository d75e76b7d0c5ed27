package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// A replacement effect (6.5) used up by the first damage she would
	// take in each opponent's turn.
	card("Lilo - Bundled Up",
		StaticOf("Extra Layers", TakesNoDamageFirstTimeEachTurn()).If_(Unless(DuringYourTurn())))
}
