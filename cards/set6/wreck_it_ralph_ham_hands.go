package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the lore is gained only if a card was banished.
	card("Wreck-It Ralph - Ham Hands",
		Whenever("I Wreck Things", EvQuested,
			Banish(Chosen(AnyCard().OfType(Items|Locations))).Optional(),
			GainLore(2).IfYouDo()))
}
