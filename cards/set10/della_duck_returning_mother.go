package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Della Duck - Returning Mother",
		WhenPlayed("Here to Help",
			Ready(Chosen(Chars().WithKeyword(Boost))).Optional(),
			Cant(CantQuest|CantChallenge, Them(0), ThisTurn).IfYouDo()))
}
