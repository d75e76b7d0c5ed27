package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Musketeer",
		StaticOf("Stay Alert!", CardsGain(Chars().Yours().Class("Musketeer"), Evasive, 0)).If_(DuringYourTurn()))
}
