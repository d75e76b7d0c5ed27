package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Sumerian Talisman",
		WheneverAny("Source of Magic", EvBanished, Chars().Yours(), Draw(1).Optional()).
			During(DuringYourTurn()).InChallenge())
}
