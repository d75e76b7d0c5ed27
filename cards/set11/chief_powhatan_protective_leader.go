package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Bodyguard comes from the catalogue.
	card("Chief Powhatan - Protective Leader", StaticOf("Stands His Ground", SelfCant(CantChallenge)))
}
