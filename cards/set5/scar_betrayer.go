package set5

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Scar - Betrayer",
		WhenPlayed("Long Live the King", Banish(Chosen(Chars().Named("Mufasa"))).Optional()))
}
