package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Heffalumps and Woozles",
		OnPlay(Cant(CantQuest, Chosen(Chars().Opposing()), DuringTheirNext), Draw(1)))
}
