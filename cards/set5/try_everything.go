package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Try Everything", OnPlay(
		RemoveUpTo(3, Chosen(Chars())),
		Ready(Them(0)),
		Cant(CantQuest|CantChallenge, Them(0), ThisTurn)))
}
