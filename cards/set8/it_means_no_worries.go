package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Sing Together 9 comes from the catalogue. The reduction applies to the
	// next character played this turn, from any zone (4.3.6).
	card("It Means No Worries", OnPlay(
		PutInHand(UpToChosen(3, CharacterCardsInDiscard().Yours())).Say("return up to 3 character cards to your hand from your discard"),
		NextCostsLess(2, Chars())))
}
