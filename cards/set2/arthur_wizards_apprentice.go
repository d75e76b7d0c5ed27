package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): the lore only if a character was returned.
	card("Arthur - Wizard's Apprentice",
		Whenever("Student", EvQuested,
			ReturnToHand(Chosen(Chars().Yours().Others())).Optional(),
			GainLore(2).IfYouDo()))
}
