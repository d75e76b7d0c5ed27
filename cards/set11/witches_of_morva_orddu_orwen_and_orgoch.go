package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A]. If you do, [B]" (6.1.5.1): nothing returned, no lore.
	card("Witches of Morva - Orddu, Orwen, and Orgoch",
		WhenPlayed("Quite a Bargain",
			ReturnToHand(Chosen(Chars().Yours().Others())).Optional(),
			GainLore(1).IfYouDo()))
}
