package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Prepare Your Bot",
		OnPlay(OneOfSteps(0,
			[]Step{Ready(Chosen(ItemsF()))},
			[]Step{Ready(Chosen(Chars().Class("Robot"))), Cant(CantQuest, Them(1), ThisTurn)})...))
}
