package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Friar Tuck - Priest of Nottingham",
		WhenPlayed("You Thieving Scoundrel", Discard(1, TgtMostInHand)))
}
