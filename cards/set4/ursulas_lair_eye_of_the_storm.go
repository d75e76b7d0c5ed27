package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Only the location's player's characters can be here (4.7.1), so "your
	// hand" is their owner's hand. Banished in a challenge while here: as
	// the challenger or the challenged, on either player's turn (4.6.6).
	card("Ursula's Lair - Eye of the Storm",
		WheneverAny("Slippery Halls", EvBanished, Chars().AtThisLocation(),
			PutInHand(TriggerSubject).Optional().Say("you may put that card back into your hand")).InChallenge(),
		StaticOf("Seat of Power", CardsGet(Chars().Named("Ursula").AtThisLocation(), StatLore, 1)))
}
