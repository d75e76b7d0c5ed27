package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.1.5.2: "choose one"; an option with no legal target can't be chosen
	// while the other can.
	card("Make the Potion", OnPlay(OneOf(0, Banish(Chosen(ItemsF())), Deal(2, Chosen(Chars().IsDamaged())))...))
}
