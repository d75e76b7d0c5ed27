package set1

import . "github.com/lorcana-rl/lorcana/engine"

// Action cards of batch a.
func init() {
	card("Be Our Guest", OnPlay(LookTop(4), MayRevealFromLook(CharacterCards()), RestOnBottom()))
	card("Control Your Temper!", OnPlay(Gets(StatStrength, -2, Chosen(Chars()), ThisTurn)))
	card("Healing Glow", OnPlay(RemoveUpTo(2, Chosen(Chars()))))
	card("Part of Your World", OnPlay(ReturnToHand(Chosen(CharacterCards().Yours().InZoneOf(ZoneDiscard))).
		Say("return a chosen character card in your discard to your hand")))
}
