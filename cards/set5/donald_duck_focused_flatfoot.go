package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Donald Duck - Focused Flatfoot",
		WhenPlayed("Baffling Mystery", TopCardIntoInkwell(true, true)...))
}
