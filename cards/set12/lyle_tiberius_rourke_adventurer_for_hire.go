package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lyle Tiberius Rourke - Adventurer for Hire",
		WhenPlayed("Eye for Value", Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()),
		AtEndOfYourTurn("Dirty Tricks", EachOpponentLoses(1)).If_(DiscardedThisTurn(2)))
}
