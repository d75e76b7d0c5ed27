package set2

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Nana - Darling Family Pet",
		WheneverAny("Nursemaid", EvPlayed, Chars().Yours().Class("Floodborn"),
			RemoveAllDamage(Chosen(Chars())).Optional().Say("you may remove every damage counter from chosen character")))
}
