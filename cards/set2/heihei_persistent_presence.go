package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "This card": it returns from the discard, where the banished card
	// went (6.1.11); a new card in the hand (7.1.6).
	card("HeiHei - Persistent Presence",
		Whenever("He's Back!", EvBanished, ReturnToHand(ThisCard).Say("return this card to your hand")).InChallenge())
}
