package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Aunt Cass - Biggest Fan",
		Whenever("Happy to Help", EvQuested, Gets(StatLore, 1, Chosen(Chars().Class("Inventor")), ThisTurn)))
}
