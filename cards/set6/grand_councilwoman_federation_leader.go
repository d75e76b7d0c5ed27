package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: the Alien characters in play as it resolves get the bonus.
	card("Grand Councilwoman - Federation Leader",
		Whenever("Find It!", EvQuested, Gets(StatLore, 1, Each(Chars().Yours().Others().Class("Alien")), ThisTurn)))
}
