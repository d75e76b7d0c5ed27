package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("I Won't Give In",
		OnPlay(PutInHand(Chosen(CharacterCards().CostAtMost(2).InZoneOf(ZoneDiscard).Yours())).
			Say("return a character card with cost 2 or less to your hand from your discard")))
}
