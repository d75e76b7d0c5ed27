package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Amber Coil",
		WheneverYouInk("Healing Aura", RemoveUpTo(2, Chosen(Chars())).Optional()).During(DuringYourTurn()))
}
