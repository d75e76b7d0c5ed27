package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fa Zhou - Mulan's Father",
		StaticOf("War Injury", SelfCant(CantChallenge)),
		Activate("Head of the Household", Cost{Exert: true},
			Ready(Chosen(Chars().Named("Mulan"))),
			Cant(CantQuest, Them(0), ThisTurn).Say("she can't quest for the remainder of this turn")))
}
