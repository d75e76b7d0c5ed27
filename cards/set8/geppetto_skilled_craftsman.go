package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may ... any number": choosing none is declining. The item cards
	// are discarded together (one discard), then 1 lore for each (6.1.8).
	items := ItemsF().Yours().InZoneOf(ZoneHand)
	card("Geppetto - Skilled Craftsman",
		Whenever("Seeking Inspiration", EvQuested,
			ChooseAnyNumber(items).Say("choose any number of item cards in your hand"),
			DiscardThem(Picked(items)).Say("discard them"),
			GainLore(1).ForEachThisWay().Say("gain 1 lore per item card discarded this way")))
}
