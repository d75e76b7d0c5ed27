package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Shift 2 and Evasive come from the catalogue.
	card("Minnie Mouse - Wide-Eyed Diver",
		WheneverYouPlayNth("Undersea Adventure", 2, ActionsF(),
			Gets(StatLore, 2, ThisCard, ThisTurn)))
}
