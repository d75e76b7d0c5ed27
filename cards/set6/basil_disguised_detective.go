package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may pay 1 {I} to [effect]" (6.1.5.1). With one opponent, the
	// chosen opponent is that opponent.
	card("Basil - Disguised Detective",
		WheneverYouInk("Twists and Turns",
			PayInk(1).Optional(),
			Discard(1, TgtOpponent).IfYouDo().Say("if you do, chosen opponent chooses and discards a card")).
			During(DuringYourTurn()))
}
