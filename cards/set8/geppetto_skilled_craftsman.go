package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// "You may" is asked first (6.1.4), even with no item card in hand;
	// accepted, any number of item cards are chosen. They are discarded
	// together (one discard), then 1 lore for each (6.1.8).
	items := ItemsF().Yours().InZoneOf(ZoneHand)
	card("Geppetto - Skilled Craftsman",
		Whenever("Seeking Inspiration", EvQuested,
			ChooseAnyNumber(items).Optional().Say("you may choose any number of item cards in your hand"),
			DiscardThem(Picked(items)).Say("discard them"),
			GainLore(1).ForEachThisWay().Say("gain 1 lore per item card discarded this way")))
}
