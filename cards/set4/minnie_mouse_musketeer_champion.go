package set4

import . "github.com/lorcana-rl/lorcana/engine"

func init() {
	card("Minnie Mouse - Musketeer Champion",
		WhenPlayed("Dramatic Entrance", Banish(Chosen(Chars().Opposing().StrengthAtLeast(5)))))
}
