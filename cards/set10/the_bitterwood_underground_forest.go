package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Bitterwood - Underground Forest",
		WheneverAny("Gather Resources", EvMoved, Chars().Yours().AtThisLocation().StrengthAtLeast(5), Draw(1).Optional()).
			Once().During(DuringYourTurn()))
}
