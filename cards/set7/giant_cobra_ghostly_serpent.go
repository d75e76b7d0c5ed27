package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Vanish comes from the catalogue. "[A] to [B]" (6.1.5.1): the lore only
	// if a card was discarded.
	card("Giant Cobra - Ghostly Serpent",
		WhenPlayed("Mysterious Advantage",
			Discard(1, TgtYou).Optional(),
			GainLore(2).IfYouDo()))
}
