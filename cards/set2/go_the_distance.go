package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Go the Distance", OnPlay(
		Ready(Chosen(Chars().Yours().IsDamaged())),
		Cant(CantQuest, Them(0), ThisTurn),
		Draw(1)))
}
