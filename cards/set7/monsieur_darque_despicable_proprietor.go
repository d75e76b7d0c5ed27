package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the draw happens only if the item was banished.
	card("Monsieur D'Arque - Despicable Proprietor",
		Whenever("I've Come to Collect", EvQuested,
			Banish(Chosen(ItemsF().Yours())).Optional(), Draw(1).IfYouDo()))
}
