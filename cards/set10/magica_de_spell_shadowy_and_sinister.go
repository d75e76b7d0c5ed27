package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The card is chosen in any player's discard and goes into that
	// player's deck (7.2.3).
	card("Magica De Spell - Shadowy and Sinister",
		WhenPlayed("Dark Incantation",
			ShuffleIntoDeck(Chosen(AnyCard().InZoneOf(ZoneDiscard))).Optional().
				Say("you may shuffle a chosen card from a player's discard into their deck")))
}
