package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Bagheera - Guardian Jaguar",
		Whenever("You've Got to Be Brave", EvBanished, Deal(2, Each(Chars().Opposing()))).
			During(Unless(DuringYourTurn())))
}
