package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 5 and Evasive come from the catalogue. Any other character,
	// either player's, banished in a challenge (4.6.6); the card is returned
	// from its player's discard and "that player" is its player (7.1.6),
	// who discards at random only if it was returned.
	card("Yzma - Above It All",
		WheneverAny("Back to Work", EvBanished, Chars().Others(),
			ReturnToHand(TriggerSubject).KeepsMoved().Say("return that card to the hand of its player"),
			TheirPlayerDiscardsAtRandom(0, 1)).InChallenge())
}
