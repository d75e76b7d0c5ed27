package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 7 comes from the catalogue.
	items := ItemsF().InZoneOf(ZoneDiscard).Yours()
	card("Belle - Mechanic Extraordinaire",
		PayLessToShiftThisForEach("Salvage", 1, items, Chars().Named("Belle")),
		Whenever("Repurpose", EvQuested,
			ToBottom(UpToChosen(3, items)).Optional(),
			GainLore(1).ForEachThisWay().Say("gain 1 lore per item card moved this way")))
}
