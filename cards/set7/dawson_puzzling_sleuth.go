package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Once per turn (6.1.13.2), and only during your turn: a card put into
	// your inkwell on an opponent's turn neither triggers it nor uses it up.
	// With an empty deck nothing is looked at, so nothing is placed (1.2.3).
	place := TopOrBottom(1)
	place[0] = place[0].IfYouDo()
	card("Dawson - Puzzling Sleuth",
		WheneverYouInk("Be Sensible",
			append([]Step{LookTop(1).Say("look at your deck's top card")}, place...)...).
			Once().During(DuringYourTurn()))
}
