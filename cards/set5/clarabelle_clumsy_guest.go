package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Clarabelle - Clumsy Guest",
		WhenPlayed("Butterfingers",
			PayInk(2).Optional(),
			Banish(Chosen(ItemsF())).IfYouDo()))
}
