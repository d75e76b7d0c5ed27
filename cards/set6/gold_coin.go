package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Gold Coin",
		Activate("Sparkly Access", Cost{Exert: true, Ink: 1, BanishSelf: true},
			Ready(Chosen(Chars().Yours())),
			Cant(CantQuest, Them(0), ThisTurn).Say("they can't quest for the remainder of this turn")))
}
