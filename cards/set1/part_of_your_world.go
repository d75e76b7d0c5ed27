package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Part of Your World", OnPlay(ReturnToHand(Chosen(CharacterCards().Yours().InZoneOf(ZoneDiscard))).
		Say("return a chosen character card in your discard to your hand")))
}
