package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bruno's Return", OnPlay(
		PutInHand(Chosen(CharacterCards().InZoneOf(ZoneDiscard).Yours())).
			Say("return a character card from your discard to your hand"),
		RemoveUpTo(2, Chosen(Chars()))))
}
