package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Rush and Evasive come from the catalogue.
	card("Elsa - The Fifth Spirit",
		WhenPlayed("Crystallize", Exert(Chosen(Chars().Opposing()))))
}
