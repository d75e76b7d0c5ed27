package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Grand Duke - Advisor to the King",
		StaticOf("Yes, Your Majesty",
			CardsGet(Chars().Yours().Class("Prince", "Princess", "King", "Queen"), StatStrength, 1)))
}
