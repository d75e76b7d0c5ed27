package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the reduction only if an item was returned.
	card("Yokai - Enigmatic Inventor",
		Whenever("Time to Upgrade", EvQuested,
			ReturnToHand(Chosen(ItemsF().Yours())).Optional(),
			NextCostsLess(2, ItemsF()).IfYouDo()))
}
