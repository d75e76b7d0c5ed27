package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Boost 1 comes from the catalogue (8.4). His strength in play, the
	// cards under him counted, is his last known value (6.7.7).
	card("Wreck-it Ralph - Raging Wrecker",
		StaticOf("Powered Up", SelfGetsForCardsUnder(StatStrength, 1)),
		Whenever("Who's Comin' With Me?", EvBanished, Banish(Each(Chars().StrengthAtMostThis()))))
}
