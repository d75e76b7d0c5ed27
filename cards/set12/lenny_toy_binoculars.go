package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Lenny - Toy Binoculars",
		WhenPlayed("Take a Good Look", OpponentRevealsHandAndDiscards(ActionsF(), "an action")...),
		WheneverAny("Comin' Up Fast", EvPlayed, ActionsF().Yours(), Ready(ThisCard).Optional()).
			Once().During(DuringYourTurn()))
}
