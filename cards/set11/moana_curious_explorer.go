package set11

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// The ink turn action may take an inkable card of your discard (4.2);
	// still once per turn (4.2.3).
	card("Moana - Curious Explorer",
		StaticOf("Ancestral Legacy", YouCanInkFromDiscard()))
}
