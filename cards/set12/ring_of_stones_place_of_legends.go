package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "Once during your turn, whenever": checked as it resolves (6.1.13).
	card("Ring of Stones - Place of Legends",
		StaticOf("Follow Your Fate", MoveHereForFree(Chars().Yours().IsExerted())),
		WheneverAny("Part the Veil", EvMoved, Chars().AtThisLocation(), GainLore(1)).
			Once().During(DuringYourTurn()))
}
