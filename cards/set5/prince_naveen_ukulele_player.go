package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	// Singer 6 comes from the catalogue.
	card("Prince Naveen - Ukulele Player",
		WhenPlayed("It's Beautiful, No?", PlayForFree(SongCards().CostAtMost(6)).Optional()))
}
