package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Vinnie - Green Pigeon",
		WheneverAny("Learning Experience", EvBanished, Chars().Yours().Others(), GainLore(1)).
			During(Unless(DuringYourTurn())))
}
