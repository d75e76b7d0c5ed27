package set3

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Heart of Te Fiti",
		Activate("Create Life", Cost{Exert: true, Ink: 2}, TopCardIntoInkwell(false, true)...))
}
