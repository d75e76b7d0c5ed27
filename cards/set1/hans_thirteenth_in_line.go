package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Hans - Thirteenth in Line",
		Whenever("Stage a Little Accident", EvQuested, Deal(1, Chosen(Chars())).Optional()))
}
