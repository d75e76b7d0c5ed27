package set8

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Any item, yours or an opponent's, goes into its own player's inkwell.
	card("Roquefort - Lock Expert",
		Whenever("Safekeeping", EvQuested, ToInkwell(Chosen(ItemsF()), true).Optional()))
}
