package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may ... any number": choosing none is declining. The item cards
	// are discarded together, then 1 lore for each (6.1.8).
	card("Geppetto - Skilled Craftsman",
		Whenever("Seeking Inspiration", EvQuested,
			append(DiscardAnyNumber(ItemsF()),
				GainLore(1).ForEachThisWay().Say("gain 1 lore for each item card discarded this way"))...))
}
