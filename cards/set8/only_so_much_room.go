package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Two independent sentences (6.1.2): with no character to return the
	// card from the discard still comes back, and the reverse.
	card("Only So Much Room", OnPlay(
		ReturnToHand(Chosen(Chars().StrengthAtMost(2))),
		PutInHand(Chosen(CharacterCardsInDiscard().Yours())).Say("return a character card to your hand from your discard")))
}
