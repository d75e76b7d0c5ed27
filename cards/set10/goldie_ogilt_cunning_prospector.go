package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Strike Gold: "[A] to [B]" (6.1.5.1): no location card put on the
	// bottom, no lore. The player (any player, 6.1.3) is chosen after the
	// "may", then a location card of their discard.
	card("Goldie O'Gilt - Cunning Prospector",
		WhenPlayed("Claim Jumper", OpponentRevealsHandAndDiscards(LocationsF(), "a location")...),
		Whenever("Strike Gold", EvQuested,
			ToBottom(Chosen(LocationsF().Theirs().InZoneOf(ZoneDiscard))).Optional().OfChosenPlayer().
				Say("you may take a location card from chosen player's discard and put it on the bottom of their deck"),
			GainLore(1).IfYouDo()))
}
