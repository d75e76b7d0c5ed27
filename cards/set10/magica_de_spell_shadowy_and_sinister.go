package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The player is chosen (any player, 6.1.3) after the "may", then a card
	// of their discard, which is shuffled into their deck (7.2.3).
	card("Magica De Spell - Shadowy and Sinister",
		WhenPlayed("Dark Incantation",
			ShuffleIntoDeck(Chosen(AnyCard().Theirs().InZoneOf(ZoneDiscard))).Optional().OfChosenPlayer().
				Say("you may shuffle a chosen card from a player's discard into their deck")))
}
