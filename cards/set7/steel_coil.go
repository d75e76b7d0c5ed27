package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Steel Coil",
		WheneverYouInk("Metallic Flow", Draw(1).Optional(), Discard(1, TgtYou).IfYouDo()).During(DuringYourTurn()))
}
