package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Plank",
		Activate("Walk!", Cost{Ink: 2, BanishSelf: true}, OneOfSteps(0,
			[]Step{Banish(Chosen(Chars().Class("Hero")))},
			[]Step{Ready(Chosen(Chars().Class("Villain"))), Cant(CantQuest, Them(1), ThisTurn)})...))
}
