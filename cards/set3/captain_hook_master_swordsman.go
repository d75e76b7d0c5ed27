package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Captain Hook - Master Swordsman",
		Whenever("Nemesis", EvBanishedOther,
			Ready(ThisCard), Cant(CantQuest, ThisCard, ThisTurn)).
			During(DuringYourTurn()).InChallenge().WithOther(Chars()),
		StaticOf("Man-to-Man", CardsLose(Chars().Named("Peter Pan"), Evasive)))
}
