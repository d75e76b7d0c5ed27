package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Once during your turn (6.1.13.2, 6.1.13.6). "You may put it on the
	// top or the bottom": leaving it is putting it back on the top; with
	// an empty deck nothing is looked at or placed (1.2.3).
	place := TopOrBottom(1)
	place[0] = place[0].IfYouDo()
	card("Chief Tui - Weaving a Tale",
		WheneverYouInk("And Then...",
			append([]Step{LookTop(1).Say("look at your deck's top card")}, place...)...).
			Once().During(DuringYourTurn()))
}
