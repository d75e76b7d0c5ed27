package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Milo Thatch - Getting His Hands Dirty",
		WhenPlayed("Scholar's Gambit", DiscardA(AnyCard()).Optional(), ReturnToHand(Chosen(Chars())).IfYouDo()),
		AtEndOfYourTurn("Practical Knowledge", Draw(1)).If_(DiscardedThisTurn(2)))
}
