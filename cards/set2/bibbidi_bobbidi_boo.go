package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the play happens only if the return did; the
	// returned character, now in hand, may be the one played
	// (docs/rules-notes.md).
	card("Bibbidi Bobbidi Boo",
		OnPlay(ReturnToHand(Chosen(Chars().Yours())),
			PlayForFree(CharacterCards().CostAtMostOf(0)).IfYouDo()))
}
