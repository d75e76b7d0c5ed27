package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Raya - Guardian of the Dragon Gem",
		WhenPlayed("We Have to Come Together",
			Ready(Chosen(Chars().Yours().AtALocation())),
			Cant(CantQuest, Them(0), ThisTurn).Say("they can't quest for the remainder of this turn")))
}
