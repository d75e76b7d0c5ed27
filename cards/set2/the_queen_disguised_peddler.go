package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("The Queen - Disguised Peddler",
		Activate("A Perfect Disguise", Cost{Exert: true, DiscardOne: DiscardOneOf(CharacterCards())},
			GainLoreEqualTo(PaidSlot, StatLore).Say("gain lore equal to the discarded character's lore")))
}
