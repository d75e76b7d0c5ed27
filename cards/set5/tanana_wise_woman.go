package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Tanana - Wise Woman",
		WhenPlayed("Your Brothers Need Guidance", RemoveUpTo(1, Chosen(CharsOrLocations())).Optional()))
}
