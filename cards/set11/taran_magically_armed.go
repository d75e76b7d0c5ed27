package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush comes from the catalogue. The player is chosen first (any
	// player, you included, 6.1.3); up to 2 cards of that one player's
	// discard are chosen, then ordered on the bottom of their deck (7.2.3;
	// docs/rules-notes.md).
	card("Taran - Magically Armed",
		WhenPlayed("Weaken the Cauldron",
			Choose(UpToChosen(2, AnyCard().Theirs().InZoneOf(ZoneDiscard))).OfChosenPlayer().
				Say("choose up to 2 cards in a chosen player's discard"),
			ToBottom(Them(0)).InAnyOrder().Say("put them on the bottom of their deck in any order")))
}
