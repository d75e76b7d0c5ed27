package set1

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Mickey Mouse - Detective",
		WhenPlayed("Get a Clue", TopCardIntoInkwell(true, true)...))
}
