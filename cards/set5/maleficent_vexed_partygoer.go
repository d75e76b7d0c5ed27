package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the discard is chosen first; the return
	// happens only if a card was discarded.
	card("Maleficent - Vexed Partygoer",
		Whenever("What an Awkward Situation", EvQuested,
			Discard(1, TgtYou).Optional(),
			ReturnToHand(Chosen(AnyCard().OfType(Characters|Items|Locations).CostAtMost(3))).IfYouDo()))
}
