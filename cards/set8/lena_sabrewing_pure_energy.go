package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Lena Sabrewing - Pure Energy",
		Activate("Supernatural Vengeance", Cost{Exert: true}, Deal(1, Chosen(Chars()))))
}
