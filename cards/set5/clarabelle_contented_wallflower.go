package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The "if" is checked as the ability resolves (6.2.4), before the "may".
	card("Clarabelle - Contented Wallflower",
		WhenPlayed("One Step Behind", Draw(1).Optional()).If_(OpponentHasMoreInHand()))
}
