package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Peter Pan - Shadow Catcher",
		WheneverYouInk("Gotcha!", Exert(Chosen(Chars().Opposing()))).During(DuringYourTurn()))
}
