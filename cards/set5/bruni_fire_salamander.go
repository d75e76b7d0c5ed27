package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Evasive comes from the catalogue.
	card("Bruni - Fire Salamander",
		Whenever("Parting Gift", EvBanished, Draw(1).Optional()))
}
