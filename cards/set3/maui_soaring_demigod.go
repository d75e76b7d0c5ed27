package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Maui - Soaring Demigod",
		WheneverAny("In Ma Belly", EvQuested, Chars().Yours().Named("HeiHei"),
			Gets(StatLore, 1, ThisCard, ThisTurn), Loses(Reckless, ThisCard, ThisTurn)))
}
