package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// 6.4.2.2: the Fairy characters in play as it resolves get the bonus.
	card("Tinker Bell - Queen of the Azurite Fairies",
		Whenever("Shining Example", EvQuested, Gets(StatLore, 1, Each(Chars().Yours().Others().Class("Fairy")), ThisTurn)))
}
