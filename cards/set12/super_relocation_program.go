package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Super Relocation Program", OnPlay(
		ReturnToHand(Chosen(Chars().Yours())).KeepsMoved(),
		Draw(2).When(ChosenIs(0, CharacterCards().Class("Hero").InZoneOf(ZoneHand))).
			Say("draw 2 cards if you returned a Hero character this way")))
}
