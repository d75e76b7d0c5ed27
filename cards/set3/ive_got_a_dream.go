package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("I've Got a Dream",
		OnPlay(
			Ready(Chosen(Chars().Yours().AtALocation())),
			Cant(CantQuest, Them(0), ThisTurn),
			GainLoreEqualToTheirLocation(0)))
}
