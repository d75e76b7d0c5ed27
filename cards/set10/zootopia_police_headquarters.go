package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any move here, by the turn action or an effect (4.7.4); once per turn
	// (6.1.13.2). The "may" covers both parts.
	card("Zootopia - Police Headquarters",
		WheneverAny("New Information", EvMoved, Chars().Yours().AtThisLocation(),
			Draw(1).Optional(),
			Discard(1, TgtYou).IfYouDo().Say("choose and discard a card")).
			Once().During(DuringYourTurn()))
}
