package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Emerald Chromicon",
		WheneverAny("Emerald Light", EvBanished, Chars().Yours(),
			ReturnToHand(Chosen(Chars())).Optional()).During(Unless(DuringYourTurn())))
}
