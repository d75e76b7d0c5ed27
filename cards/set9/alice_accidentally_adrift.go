package set9

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Alice - Accidentally Adrift",
		WhenPlayed("Washed Away", ToInkwell(Chosen(ItemsF()), true).Optional()),
		Whenever("Making Waves", EvQuested,
			Gets(StatStrength, -2, Chosen(Chars().Opposing()), ThisTurn)))
}
