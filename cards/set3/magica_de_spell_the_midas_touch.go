package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "one of your items" is picked as the ability resolves (not a
	// "chosen" target of 6.1.3, but Ward is for opponents anyway); its
	// printed cost counts. Shift 5 comes from the catalogue.
	card("Magica De Spell - The Midas Touch",
		Whenever("All Mine", EvQuested,
			Choose(Chosen(ItemsF().Yours())).Say("choose one of your items in play"),
			GainLoreEqualTo(0, StatCost).Say("gain lore equal to its cost")))
}
