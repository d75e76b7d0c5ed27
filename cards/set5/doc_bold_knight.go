package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): discarding the hand is [A]; an empty hand is
	// discarded completely, so the 2 cards are still drawn
	// (docs/rules-notes.md).
	card("Doc - Bold Knight",
		WhenPlayed("Drastic Measures", DiscardHands(TgtYou).Optional(), Draw(2).IfYouDo()))
}
