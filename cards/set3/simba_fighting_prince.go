package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.2.6: one ability with two triggers; "during your turn" and "in a
	// challenge" belong to the banish trigger (a card is played during its
	// player's turn anyway).
	card("Simba - Fighting Prince",
		Whenever("Step Down or Fight", EvBanishedOther,
			MayOneOfSteps(0,
				[]Step{Draw(2), Discard(2, TgtYou)},
				[]Step{Deal(2, Chosen(Chars()))})...).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()).AndWhenever(EvPlayed))
}
