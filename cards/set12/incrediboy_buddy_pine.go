package set12

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Incrediboy - Buddy Pine",
		WhenPlayed("Nerding Out", GainLore(1)).If_(InPlay(Chars().Class("Hero"), 1)),
		StaticOf("Spoiler Alert", ShiftAlsoNamed("Syndrome")))
}
