package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Or Rewrite History!", OnPlay(ReturnToHand(Chosen(CharacterCards().Yours().InZoneOf(ZoneDiscard))).
		Say("return a chosen character card in your discard to your hand")))
}
