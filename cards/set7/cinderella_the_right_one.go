package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "[A] to [B]" (6.1.5.1): no Glass Slipper put on the bottom, no lore.
	card("Cinderella - The Right One",
		WhenPlayed("If the Slipper Fits",
			ToBottom(Chosen(ItemsF().Named("The Glass Slipper").InZoneOf(ZoneDiscard).Yours())).Optional(),
			GainLore(3).IfYouDo()))
}
