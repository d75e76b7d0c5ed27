package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Compassionate Friend",
		Whenever("Patch Them Up", EvQuested, RemoveUpTo(2, Chosen(Chars())).Optional()))
}
