package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hiram Flaversham - Toymaker",
		WhenPlayed("Artificer", Banish(Chosen(ItemsF().Yours())).Optional(), Draw(2).IfYouDo()).AndWhenever(EvQuested))
}
