package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Then" (6.1.5.1): the draws follow the exerting; each player draws
	// until they hold 3 cards (6.1.8.1), one with 3 or more draws nothing.
	// "Can't ready" stops every readying while the controller holds 3 or
	// more cards (1.7.4, 6.4.3).
	card("Demona - Scourge of the Wyvern Clan",
		WhenPlayed("Ad Saxum Commutate",
			Exert(Each(Chars().Opposing())),
			DrawUntil(3).For(TgtEachPlayer).Say("each player holding fewer than 3 cards draws until they have 3")),
		StaticOf("Stone by Day", SelfCant(CantReady)).If_(Unless(HandAtMost(2))))
}
