package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Turbo - Royal Hack",
		StaticOf("Game Jump", ShiftAlsoNamed("King Candy")))
}
