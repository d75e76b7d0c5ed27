package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Jafar - Power-Hungry Vizier",
		WheneverYouInk("You'll Get What's Coming to You", Deal(1, Chosen(Chars()))).
			During(DuringYourTurn()))
}
