package set7

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Pete - Pirate Scoundrel",
		WheneverAny("Pilfer and Plunder", EvPlayed, ActionsF().Yours().NotClass("Song"),
			Banish(Chosen(ItemsF())).Optional()))
}
