package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "The lore lost this way": what the opponents actually lost (1.11.3), so
	// nothing is gained from opponents at 0 lore.
	card("Flotilla - Coconut Armada",
		AtStartOfYourTurn("Tiny Thieves", EachOpponentLoses(1), GainLore(1).ForEachThisWay()).If_(CharactersHere(1)))
}
