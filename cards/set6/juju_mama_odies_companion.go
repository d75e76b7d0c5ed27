package set6

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Juju - Mama Odie's Companion",
		WhenPlayed("Bees' Knees", MoveDamageCounters(1, Chars(), Chars().Opposing())...))
}
