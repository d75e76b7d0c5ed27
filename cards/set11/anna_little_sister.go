package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The player is chosen (any player, you included, 6.1.3) after the
	// "may" and before the card, which is one of their discard; it goes to
	// the bottom of that player's deck (7.2.3).
	card("Anna - Little Sister",
		WhenPlayed("Unexpected Discovery",
			ToBottom(Chosen(AnyCard().Theirs().InZoneOf(ZoneDiscard))).Optional().OfChosenPlayer().
				Say("you may put a chosen card from a player's discard on the bottom of their deck")))
}
