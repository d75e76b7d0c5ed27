package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tamatoa - So Shiny!",
		WhenPlayed("What Have We Here?", returnItem()),
		Whenever("What Have We Here?", EvQuested, returnItem()),
		StaticOf("Glam", SelfGetsPer(StatLore, 1, ItemCards().Yours())))
}

// returnItem is "you may return an item card from your discard to your hand".
func returnItem() Step {
	return ReturnToHand(Chosen(ItemCards().InZoneOf(ZoneDiscard).Yours())).Optional().
		Say("you may return an item card from your discard to your hand")
}
