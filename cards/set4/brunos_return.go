package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bruno's Return", OnPlay(
		PutInHand(Chosen(CharacterCards().InZoneOf(ZoneDiscard).Yours())).
			Say("return a character card to your hand from your discard"),
		RemoveUpTo(2, Chosen(Chars()))))
}
