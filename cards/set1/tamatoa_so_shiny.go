package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tamatoa - So Shiny!",
		WhenPlayed("What Have We Here?",
			ReturnToHand(Chosen(ItemsF().InZoneOf(ZoneDiscard).Yours())).Optional().
				Say("you may return an item card to your hand from your discard")).AndWhenever(EvQuested),
		StaticOf("Glam", SelfGetsFor(StatLore, 1, ItemsF().Yours())))
}
