package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Lively Pirate",
		Whenever("Duck of Action", EvChallenged,
			PutInHand(Chosen(ActionsF().NotClass("Song").Yours().InZoneOf(ZoneDiscard))).Optional()))
}
