package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Evil Comes Prepared", OnPlay(
		Ready(Chosen(Chars().Yours())),
		Cant(CantQuest, Them(0), ThisTurn).Say("it can't quest for the rest of this turn"),
		GainLore(1).When(ChosenIs(0, Chars().Class("Villain")))))
}
