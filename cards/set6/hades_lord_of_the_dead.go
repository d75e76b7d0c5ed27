package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hades - Lord of the Dead",
		WheneverAny("Soul Collector", EvBanished, Chars().Yours().Others(), GainLore(2)).
			During(Unless(DuringYourTurn())))
}
