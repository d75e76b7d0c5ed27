package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.7.3: a "must choose" requirement.
	card("John Smith - Undaunted Protector", StaticOf("Do Your Worst", MustBeChosen()))
}
