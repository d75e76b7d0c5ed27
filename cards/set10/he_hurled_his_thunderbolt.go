package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 4 comes from the catalogue. The Deity characters are those in
	// play as it resolves (6.4.2.1: an applied effect on each of them).
	card("He Hurled His Thunderbolt", OnPlay(
		Deal(4, Chosen(Chars())),
		Gains(Challenger, 2, Each(Chars().Yours().Class("Deity")), ThisTurn)))
}
