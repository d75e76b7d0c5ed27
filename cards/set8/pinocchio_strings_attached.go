package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue. Readied during his player's turn,
	// by the Ready step (3.2.1.1) or an effect, once each turn (6.1.13.2).
	card("Pinocchio - Strings Attached",
		Whenever("Got to Keep Real Quiet", EvReadied, Draw(1).Optional()).Once().During(DuringYourTurn()))
}
