package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tamatoa - So Shiny!",
		WhenPlayed("What Have We Here?",
			ReturnToHand(Chosen(ItemsF().InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may return an item card from your discard to your hand")).AndWhenever(EvQuested),
		StaticOf("Glam", SelfGetsFor(StatLore, 1, ItemsF().Yours())))
}
