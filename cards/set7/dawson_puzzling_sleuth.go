package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Once per turn (6.1.13.2), and only during your turn: a card put into
	// your inkwell on an opponent's turn neither triggers it nor uses it up.
	// The placing is optional: its "may" is asked first, then top or bottom
	// (6.1.4, 6.1.5.2); declined, the card stays on top. With an empty deck
	// nothing is looked at, so nothing is asked or placed (1.2.3).
	place := MayTopOrBottom(1)
	place[0] = place[0].IfYouDo()
	card("Dawson - Puzzling Sleuth",
		WheneverYouInk("Be Sensible",
			append([]Step{LookTop(1).Say("look at your deck's top card")}, place...)...).
			Once().During(DuringYourTurn()))
}
