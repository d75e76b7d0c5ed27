package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The card is chosen in any player's discard and goes to the bottom of
	// that player's deck (7.2.3): choosing the card chooses its player.
	card("Anna - Little Sister",
		WhenPlayed("Unexpected Discovery",
			ToBottom(Chosen(AnyCard().InZoneOf(ZoneDiscard))).Optional().
				Say("you may put a chosen card from a player's discard on the bottom of their deck")))
}
