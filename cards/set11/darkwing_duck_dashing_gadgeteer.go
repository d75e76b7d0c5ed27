package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "If you do" (6.1.5.1): the second "may" is asked only once an item
	// card went to the bottom of the deck.
	card("Darkwing Duck - Dashing Gadgeteer",
		Whenever("Modern Marvel", EvQuested,
			ToBottom(Chosen(ItemsF().Yours().InZoneOf(ZoneDiscard))).Optional(),
			PlayForFree(ItemsF().Yours().CostAtMost(5).InZoneOf(ZoneDiscard)).Optional().IfYouDo()))
}
