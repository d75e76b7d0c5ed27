package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Once during your turn (6.1.13.2, 6.1.13.6). The placing is optional:
	// its "may" is asked first, then top or bottom (6.1.4, 6.1.5.2);
	// declined, the card stays on top. With an empty deck nothing is looked
	// at, so nothing is asked or placed (1.2.3).
	place := MayTopOrBottom(1)
	place[0] = place[0].IfYouDo()
	card("Chief Tui - Weaving a Tale",
		WheneverYouInk("And Then...",
			append([]Step{LookTop(1).Say("look at your deck's top card")}, place...)...).
			Once().During(DuringYourTurn()))
}
