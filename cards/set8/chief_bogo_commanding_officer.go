package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Chief Bogo - Commanding Officer",
		WheneverAny("Sending Backup", EvBanished, Chars().Yours().WithKeyword(Bodyguard),
			RevealTop(0).Optional(),
			MayPlayRevealed(0, CharacterCards().CostAtMost(5))).
			During(Unless(DuringYourTurn())))
}
