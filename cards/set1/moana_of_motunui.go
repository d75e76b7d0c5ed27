package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	princesses := Chars().Yours().Others().Class("Princess")
	card("Moana - Of Motunui",
		Whenever("We Can Fix It", EvQuested,
			Ready(Each(princesses)).Optional().Say("you may ready each of your other Princess characters"),
			Cant(CantQuest, Each(princesses), ThisTurn).IfYouDo().Say("if you do, those can't quest this turn")))
}
