package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The catalogue's printing is 9/29 (cards/CATALOG_DECISIONS.md): the
	// removal of damage is optional, its "may" asked before the choice of
	// the character and the amount (6.1.4, spec decision rule 1).
	card("Bruno's Return", OnPlay(
		PutInHand(Chosen(CharacterCards().InZoneOf(ZoneDiscard).Yours())).
			Say("return a character card to your hand from your discard"),
		RemoveUpTo(2, Chosen(Chars())).Optional()))
}
