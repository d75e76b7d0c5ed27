package set10

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the discard is chosen first; the return
	// happens only if a card was discarded.
	card("Nana - Canine Caregiver",
		WhenPlayed("Helpful Instincts",
			Discard(1, TgtYou).Optional(),
			ReturnToHand(Chosen(Chars().CostAtMost(2))).IfYouDo()))
}
