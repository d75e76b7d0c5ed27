package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Fan the Flames", OnPlay(Ready(Chosen(Chars())), Cant(CantQuest, Them(0), ThisTurn)))
}
