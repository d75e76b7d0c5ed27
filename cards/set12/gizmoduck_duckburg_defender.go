package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Resist +1 comes from the catalogue.
	card("Gizmoduck - Duckburg Defender",
		StaticOf("Fail-Safe", OpponentsCantPlay(ActionsF().CostAtLeast(4))).If_(HandAtMost(0)))
}
