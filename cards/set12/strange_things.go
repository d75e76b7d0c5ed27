package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Strange Things",
		OnPlay(Cant(CantQuest, UpToChosen(2, Chars()), UntilYourNext), Draw(1)))
}
