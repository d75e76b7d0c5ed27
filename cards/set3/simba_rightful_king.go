package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Simba - Rightful King",
		Whenever("Triumphant Stance", EvBanishedOther, Cant(CantChallenge, Chosen(Chars().Opposing()), DuringTheirNext)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()))
}
